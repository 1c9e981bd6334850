"""Miracle (702.94a): the keyword is its alternative cost (118.9, cast only as its trigger
resolves) and the linked triggered ability (`rules.miracle`), labelled with the keyword
line, as the audit reads it.

The grammar is `miracle.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost
from manastack.rules.miracle import KEYWORD, miracle_trigger
from manastack.rules.spell_costs import AlternativeCost


class MiracleClauses:
    """The transformer methods of miracle.lark."""

    def miracle_keyword(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        text = f"Miracle {cost}"
        # The zone is none a rule scans for casts at priority: only the trigger casts it.
        alternative = AlternativeCost(text, KEYWORD, Cost(mana=cost), zone="hand (miracle)")
        return ("ability", (alternative, miracle_trigger(text)))
