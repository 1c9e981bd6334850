"""A creature's static "gets +N/+M as long as you control [a permanent]" (611.3a: it applies
whenever the condition holds). The permanents are judged as layers 1-6 left them, in layer
7c (613.4c, `rules.abilities.CountedChange`), so a type or color an effect gave them counts
(613.8: the condition depends on those layers, never on power or toughness). The grammar is
`while_you_control.lark` beside this file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.clauses.board_conditions import conditional_modify, control_condition
from manastack.cards.oracle.forms import AbilityIR, Desc, Modify
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import CountedChange
from manastack.rules.layers import Chars
from manastack.rules.state import GameState

ANOTHER = "another"      # triggered.lark's `another`


class WhileYouControlClauses:
    """The transformer methods of while_you_control.lark."""

    def static_while_you_control(self, c: list[Any]) -> AbilityIR:
        m: Modify = c[0]
        desc: Desc = c[-1]
        if (not m.objects.is_self or m.power is None or m.toughness is None or m.keywords
                or m.rules or m.land_types or m.gains_control or m.abilities):
            # Anything but its own +N/+M: a static ability whose condition is judged
            # before its first layer (board_conditions.py).
            return conditional_modify(m, control_condition(desc, "you", 1,
                                                           another=ANOTHER in c))
        if m.duration is not None or m.pt_x or m.keyword_choice:
            raise Unsupported(f"'as long as you control' for {m.objects.text}")
        flt = desc.filter.merge(controller="you")
        if ANOTHER in c:
            flt = flt.merge(other=True)             # not this creature itself
        if desc.zone != "battlefield" or flt.power is not None or flt.toughness is not None:
            raise Unsupported(f"'as long as you control {desc.text}'")
        bonus = (m.power, m.toughness)

        def change(state: GameState, permanents: Mapping[int, Chars], c: Chars
                   ) -> tuple[int, int]:
            controls = any(ch.obj.zone == "battlefield"
                           and flt.test(state, ch, c.controller, c.obj.id)
                           for ch in permanents.values())
            return bonus if controls else (0, 0)

        def make(text: str) -> CountedChange:
            return CountedChange(text, change)
        return AbilityIR("ability", items=[make])
