"""A spell that costs less to cast if a condition holds (601.2f): the condition is judged
for the spell's caster as the total cost is determined. The grammar is `cost_less_if.lark`
beside this file; the rule is rules/spell_costs.py (CostReduction)."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Condition
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import CostReduction
from manastack.rules.state import GameState

# The conditions of these spells read the game, never the spell: no object has id 0.
_NO_SOURCE = 0


class CostLessIfClauses:
    """The transformer methods of cost_less_if.lark."""

    def cost_less_if(self, c: list[Any]) -> AbilityIR:
        less = ManaCost.parse(str(c[0]))
        condition: Condition = next(x for x in c if isinstance(x, Condition))
        if less.symbols != (str(less.generic),):
            raise Unsupported(f"costing {less} less")
        n = less.generic

        def generic(state: GameState, player: int) -> int:
            return n if condition.test(state, player, _NO_SOURCE) else 0
        return AbilityIR("keywords", extras=(
            ("spell cost", lambda text: CostReduction(text, generic)),))
