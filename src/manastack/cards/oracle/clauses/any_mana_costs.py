"""An additional cost of any amount of mana a permanent offers for the spells its controller
casts, and the counters it buys: "As an additional cost to cast creature spells, you may pay
any amount of mana. If you do, that creature enters with that many additional +1/+1
counters on it." (118.8, 601.2b, 614.1c; `rules.any_mana_costs.AnyManaCost`). The grammar is
`any_mana_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, CounterKind, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.any_mana_costs import AnyManaCost
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class AnyManaCostClauses:
    """The transformer methods of any_mana_costs.lark."""

    def any_mana_additional_cost(self, c: list[Any]) -> AbilityIR:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        flt = desc.filter
        if desc.zone != "stack" or not flt.types or not flt.types <= {"Creature"}:
            raise Unsupported(f"an additional cost for {desc.text} that enter with counters")

        def applies(state: GameState, spell: Chars) -> bool:
            return flt.test(state, spell, spell.controller, None)

        def make(text: str) -> AnyManaCost:
            return AnyManaCost(text, applies, kind.kind)

        return AbilityIR("ability", items=[make])
