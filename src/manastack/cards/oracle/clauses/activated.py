"""Activated abilities (602, 606): "[cost]: [effect]", restrictions, loyalty
abilities.

The grammar is `activated.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import (
    AbilityIR,
    Condition,
)
from manastack.cards.oracle.semantics import (
    Unsupported,
)


class ActivatedClauses:
    """The transformer methods of activated.lark."""

    def activated(self, c: list[Any]) -> AbilityIR:
        cost, _ = c[0]
        items: list[Any] = c[1]
        restrictions = tuple(x for x in c[2:] if isinstance(x, str))
        condition = next((x for x in c[2:] if isinstance(x, Condition)), None)
        return AbilityIR("activated", cost=cost, items=items, restrictions=restrictions,
                         only_if=condition)

    def activation_restriction(self, c: list[Any]) -> str:
        return "sorcery"

    def activation_condition(self, c: list[Any]) -> Condition:
        condition: Condition = c[0]
        return condition

    def loyalty_ability(self, c: list[Any]) -> AbilityIR:
        text = str(c[0])[1:-1].replace("−", "-")
        if text == "-X":
            # 107.3a: the controller announces X as the ability is activated.
            return AbilityIR("loyalty", loyalty=0, items=c[1], extras=("X",))
        if "X" in text:
            raise Unsupported("a loyalty cost with X")
        return AbilityIR("loyalty", loyalty=int(text), items=c[1])
