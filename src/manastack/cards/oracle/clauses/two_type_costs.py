""" "This spell costs {1} less to cast for each instant and sorcery card in your graveyard."
(601.2f: counted for the spell's caster as its total cost is determined; a card with both
types counts once, 109.2). The grammar is `two_type_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, type_of
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import CostReduction
from manastack.rules.state import GameState


class TwoTypeCostClauses:
    """The transformer methods of two_type_costs.lark."""

    def cost_less_for_each_of_two(self, c: list[Any]) -> AbilityIR:
        less = ManaCost.parse(next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA"))
        words = [x for x in c if isinstance(x, str) and not isinstance(x, Token)]  # type_word
        types = frozenset(type_of(w) for w in words)
        if less.symbols != (str(less.generic),) or len(types) != 2:
            raise Unsupported(f"costing {less} less for each {' and '.join(words)} card")
        n = less.generic

        def generic(state: GameState, player: int) -> int:
            graveyard = state.players[player].graveyard
            return n * sum(1 for oid in graveyard if characteristics(state, oid).types & types)

        return AbilityIR("keywords", extras=(("spell cost", lambda text: CostReduction(text, generic)),))
