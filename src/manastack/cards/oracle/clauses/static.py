"""Static abilities and continuous effects (604, 611, 613, 614.1c): "[objects]
get/gain/can't/is ..." (with a duration, the continuous effect of a one-shot effect) and
"enters tapped / with counters".

The grammar is `static.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import (
    AbilityIR,
    Condition,
    CounterKind,
    Modify,
    tokens_of,
)
from manastack.cards.oracle.semantics import (
    Amount,
    ObjRef,
    Unsupported,
)
from manastack.rules.land_types import BASIC_LAND_MANA, LAND_TYPES


class StaticClauses:
    """The transformer methods of static.lark."""

    def enters_tapped(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("enters_tapped")

    def enters_tapped_unless(self, c: list[Any]) -> AbilityIR:
        condition: Condition = next(x for x in c if isinstance(x, Condition))
        return AbilityIR("enters_tapped", unless=("unless", condition))

    def enters_tapped_unless_paid(self, c: list[Any]) -> AbilityIR:
        life = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return AbilityIR("enters_tapped", unless=("pay life", life))

    def enters_tapped_unless_revealed(self, c: list[Any]) -> AbilityIR:
        kinds = frozenset(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE")
        return AbilityIR("enters_tapped", unless=("reveal", kinds))

    def enters_with_counters(self, c: list[Any]) -> AbilityIR:
        amount: Amount = c[1]
        kind: CounterKind = c[2]
        return AbilityIR("enters_counters", amount=amount, counter_kind=kind.kind)

    def modify(self, c: list[Any]) -> Modify:
        objs: ObjRef = c[0]
        m = Modify(objs)
        duration = None
        for part in c[1:]:
            if isinstance(part, tuple) and part[0] == "pt":
                m = replace(m, power=part[1], toughness=part[2], pt_x=part[3])
            elif isinstance(part, tuple) and part[0] == "kw":
                m = replace(m, keywords=part[1])
            elif isinstance(part, tuple) and part[0] == "kw choice":
                m = replace(m, keyword_choice=part[1])
            elif isinstance(part, tuple) and part[0] == "rule":
                m = replace(m, rules=part[1])
            elif isinstance(part, tuple) and part[0] == "land types":
                m = replace(m, land_types=part[1], sets_land_types=part[2])
            elif isinstance(part, tuple) and part[0] == "duration":
                duration = part[1]
            elif isinstance(part, tuple) and part[0] == "granted":
                m = replace(m, abilities=part[1])
        if duration is None and m.rules and objs.filter is not None \
                and objs.filter.power_below_source:
            # "Creatures with power less than this creature's power can't block creatures you
            # control.": the rule's "you" would be read as the blocker's controller.
            raise Unsupported(f"a combat rule of {objs.text}")
        return replace(m, duration=duration)

    def pt_change(self, c: list[Any]) -> tuple[Any, ...]:
        text = str(c[-1])
        p_text, t_text = text.split("/")
        xs = (0, 0)
        values = []
        for i, part in enumerate((p_text, t_text)):
            sign = -1 if part[0] == "-" else 1
            body = part[1:]
            if body == "X":
                xs = (sign, xs[1]) if i == 0 else (xs[0], sign)
                values.append(0)
            elif body.isdigit():
                values.append(sign * int(body))
            else:
                raise Unsupported(f"P/T change {text}")
        return ("pt", values[0], values[1], xs if xs != (0, 0) else None)

    def keyword_gain(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("kw", tuple(str(x) for x in c if isinstance(x, str)))

    def cant(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = tokens_of(c)
        if words == ["can't", "block"]:
            return ("rule", ("can't block",))
        if words == ["can't", "attack"]:
            return ("rule", ("can't attack",))
        if words == ["can't", "attack", "or", "block"]:
            return ("rule", ("can't attack", "can't block"))
        return ("rule", ("can't be blocked",))

    def _land_types(self, types: tuple[str, ...], sets: bool) -> tuple[str, Any, bool]:
        if not set(types) <= LAND_TYPES:
            raise Unsupported(f"setting or adding the type {' '.join(types)}")
        return ("land types", types, sets)

    def land_types_set(self, c: list[Any]) -> tuple[str, Any, bool]:
        return self._land_types(tuple(str(t) for t in c if t.type == "SUBTYPE"), True)

    def land_types_add(self, c: list[Any]) -> tuple[str, Any, bool]:
        return self._land_types(tuple(str(t) for t in c if t.type == "SUBTYPE"), False)

    def every_basic_land_type(self, c: list[Any]) -> tuple[str, Any, bool]:
        return self._land_types(tuple(BASIC_LAND_MANA), False)

    def duration(self, c: list[Any]) -> tuple[str, str]:
        return ("duration", "end of turn")
