"""Entwine (702.42a) in Oracle text: an optional additional cost (118.8b) announced as the
modes are chosen (601.2b); the rules are `rules.casting` and `rules.spell_costs`. The
grammar is `entwine.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import ENTWINE, OptionalCost


class EntwineClauses:
    """The transformer methods of entwine.lark."""

    def entwine_keyword(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("spell cost", OptionalCost(f"Entwine {cost}", ENTWINE, Cost(mana=cost)))
