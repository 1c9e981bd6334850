"""Madness (702.35a) in Oracle text; the rules are `rules.madness`. The grammar is
`madness.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.trigger_casts import trigger_cast_keyword
from manastack.rules.madness import KEYWORD, madness_abilities


class MadnessClauses:
    """The transformer methods of madness.lark."""

    def madness_keyword(self, c: list[Any]) -> tuple[str, Any]:
        """The alternative cost, cast from exile as the trigger resolves, the replacement
        effect in a hand and the trigger in exile."""
        return trigger_cast_keyword(KEYWORD, c[-1], "exile", madness_abilities)
