"""A permanent that enters with counters if a condition holds (614.1c): the condition is
judged as the replacement applies, for the player the permanent enters under (the spell's
controller, 608.3). The grammar is `enters_with_if.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Condition, CounterKind
from manastack.cards.oracle.semantics import Amount, Unsupported
from manastack.rules.context import Ctx, Resolving


class EntersWithIfClauses:
    """The transformer methods of enters_with_if.lark."""

    def enters_with_counters_if(self, c: list[Any]) -> AbilityIR:
        unbound: Amount = next(x for x in c if isinstance(x, Amount))
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        condition: Condition = next(x for x in c if isinstance(x, Condition))
        if unbound.const is None:
            raise Unsupported("a variable number of counters with a condition")
        n = unbound.const

        def count(ctx: Ctx, r: Resolving) -> int:
            return n if condition.test(ctx.state, r.controller, r.source) else 0
        return AbilityIR("enters_counters", amount=Amount(count=count), counter_kind=kind.kind)


