"""Overload (702.96a): "Overload [cost]" compiles to its alternative cost (118.9); the
compiler compiles the spell's changed text too (`compiler._overload`). The grammar is
`overload.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost
from manastack.rules.overload import OVERLOAD
from manastack.rules.spell_costs import AlternativeCost


class OverloadClauses:
    """The transformer methods of overload.lark."""

    def overload(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        if cost.x_count:
            raise Unsupported("overload {X}")
        return ("spell cost", AlternativeCost(f"Overload {cost}", OVERLOAD, Cost(mana=cost)))
