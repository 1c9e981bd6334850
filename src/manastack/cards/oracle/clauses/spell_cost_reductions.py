"""Spells that cost less (or, two kinds at once, more) to cast: "Instant and sorcery spells
you cast cost {1} less to cast.", "Blue spells and red spells you cast cost {1} less to
cast." (601.2f, `rules.spell_costs.SpellCostReduction`: after the increases, never below {0}
generic, 118.7a). The grammar is `spell_cost_reductions.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Filter, Unsupported
from manastack.rules.layers import Chars
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import SpellCostIncrease, SpellCostReduction
from manastack.rules.state import GameState


class SpellCostReductionClauses:
    """The transformer methods of spell_cost_reductions.lark."""

    def cast_by_you(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"controller": "you"}, "you cast")

    def spell_pair(self, c: list[Any]) -> Desc:
        first, second = c
        # "[type] and [type] spells ...", "[color] spells and [color] spells ...": the first
        # is one type or one color, the second that and the words both share.
        if first.filter == Filter(types=first.filter.types) and len(first.filter.types) == 1 \
                and len(second.filter.types) == 1 and not second.filter.colors:
            flt = second.filter.merge(types=first.filter.types)
        elif first.filter == Filter(colors=first.filter.colors) and len(first.filter.colors) == 1 \
                and len(second.filter.colors) == 1 and not second.filter.types:
            flt = second.filter.merge(colors=first.filter.colors)
        else:
            raise Unsupported(f"'{first.text} and {second.text}'")
        if second.zone != "stack":
            raise Unsupported(f"'{first.text} and {second.text}'")
        return Desc(flt, "stack", f"{first.text} and {second.text}", True)

    def spell_cost_reduction(self, c: list[Any]) -> AbilityIR:
        return _spell_cost(c, SpellCostReduction, "less")

    def spell_cost_increase_of_pair(self, c: list[Any]) -> AbilityIR:
        return _spell_cost(c, SpellCostIncrease, "more")


def _spell_cost(c: list[Any], kind: type[SpellCostIncrease], word: str) -> AbilityIR:
    desc: Desc = c[0]
    change = ManaCost.parse(next(str(t) for t in c if isinstance(t, Token) and t.type == "MANA"))
    if desc.zone != "stack" or change.symbols != (str(change.generic),):
        raise Unsupported(f"{desc.text} costing {change} {word}")
    flt = desc.filter
    if flt.chosen is not None:      # 607.2d: judged without the permanent that chose
        raise Unsupported(f"{desc.text} costing {change} {word}")

    def applies(state: GameState, spell: Chars, caster: int, you: int) -> bool:
        return flt.test(state, spell, you, None)
    return AbilityIR("ability", items=[lambda text: kind(text, change.generic, applies)])
