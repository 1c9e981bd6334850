"""Encore (702.141a) in Oracle text; the rules are `rules.encore`. The grammar is
`encore.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.encore import encore
from manastack.rules.mana import ManaCost


class EncoreClauses:
    """The transformer methods of encore.lark."""

    def encore_keyword(self, c: list[Any]) -> tuple[str, Any]:
        """The graveyard ability making a token copy for each opponent."""
        cost: ManaCost = c[-1]
        return ("ability", encore(cost))
