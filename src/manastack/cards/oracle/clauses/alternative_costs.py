"""Alternative costs printed as a sentence (118.9): "You may [cost] rather than pay this
spell's mana cost.", and the cost "Return N [permanents] you control to their owner's hand"
(118.3). The grammar is `alternative_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc, cost_quality
from manastack.rules.abilities import Ability, Cost
from manastack.rules.spell_costs import AlternativeCost


class AlternativeCostClauses:
    """The transformer methods of alternative_costs.lark."""

    def alternative_cost_sentence(self, c: list[Any]) -> AbilityIR:
        cost: Cost = c[0][0]

        def make(text: str) -> Ability:
            # 118.9: cast from the hand for this cost instead of the mana cost; the choice
            # and the log call it "alternative cost".
            return AlternativeCost(text, "alternative cost", cost)
        return AbilityIR("keywords", extras=(("spell cost", make),))

    def return_to_hand_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        return ("return_to_hand", (n, desc.text, cost_quality(desc, "returning")))
