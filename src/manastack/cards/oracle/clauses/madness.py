"""Madness (702.35a): the keyword is its alternative cost (118.9, cast from exile only as
its trigger resolves), its replacement effect in a hand and its triggered ability in exile
(`rules.madness`), all labelled with the keyword line, as the audit reads it.

The grammar is `madness.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.madness import KEYWORD, madness_abilities
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import AlternativeCost


class MadnessClauses:
    """The transformer methods of madness.lark."""

    def madness_keyword(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        text = f"Madness {cost}"
        # The zone is none a rule scans for casts at priority: only the trigger casts it.
        alternative = AlternativeCost(text, KEYWORD, Cost(mana=cost), zone="exile (madness)")
        return ("ability", (alternative, *madness_abilities(text)))
