"""Miracle (702.94a) in Oracle text; the rules are `rules.miracle`. The grammar is
`miracle.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.trigger_casts import trigger_cast_keyword
from manastack.rules.miracle import KEYWORD, miracle_trigger


class MiracleClauses:
    """The transformer methods of miracle.lark."""

    def miracle_keyword(self, c: list[Any]) -> tuple[str, Any]:
        """The alternative cost, cast from the hand as the linked trigger resolves (603.11)."""
        return trigger_cast_keyword(KEYWORD, c[-1], "hand", lambda text: (miracle_trigger(text),))
