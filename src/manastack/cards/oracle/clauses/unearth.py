"""Unearth (702.84a) in Oracle text; the rules are `rules.unearth`. The grammar is
`unearth.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost
from manastack.rules.unearth import unearth


class UnearthClauses:
    """The transformer methods of unearth.lark."""

    def unearth_keyword(self, c: list[Any]) -> tuple[str, Any]:
        """The graveyard ability and the permanent's "exile it instead" replacement."""
        cost: ManaCost = c[-1]
        return ("ability", unearth(f"Unearth {cost}", Cost(mana=cost)))
