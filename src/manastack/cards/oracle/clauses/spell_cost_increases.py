"""Spells that cost more to cast: "Noncreature spells cost {1} more to cast.", "[spells]
your opponents cast cost {2} more to cast." (601.2f, `rules.spell_costs.SpellCostIncrease`).
The grammar is `spell_cost_increases.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import Chars
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import SpellCostIncrease
from manastack.rules.state import GameState


class SpellCostIncreaseClauses:
    """The transformer methods of spell_cost_increases.lark."""

    def cast_by_opponents(self, c: list[Any]) -> tuple[str, Any, str]:
        # 601.2a: the caster controls the spell; "opponent" is judged for the permanent's
        # controller (102.3).
        return ("filter", {"controller": "opponent"}, "your opponents cast")

    def spell_cost_increase(self, c: list[Any]) -> AbilityIR:
        desc: Desc = c[0]
        more = ManaCost.parse(next(str(t) for t in c if isinstance(t, Token)))
        if desc.zone != "stack" or more.symbols != (str(more.generic),):
            raise Unsupported(f"{desc.text} costing {more} more")
        flt = desc.filter

        def applies(state: GameState, spell: Chars, caster: int, you: int) -> bool:
            return flt.test(state, spell, you, None)
        return AbilityIR("ability", items=[
            lambda text: SpellCostIncrease(text, more.generic, applies)])
