"""Countering a spell unless its controller pays a cost once for each of something (118.12a):
the count is made as the countering spell resolves (608.2h), and the cost is the printed one
that many times (0 times: nothing to pay, which the controller may still decline). The
grammar is `counter_for_each.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.effects import counter_unless_node
from manastack.cards.oracle.semantics import Amount, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.mana import ManaCost


class CounterForEachClauses:
    """The transformer methods of counter_for_each.lark."""

    def counter_unless_paid_for_each(self, c: list[Any]) -> Node:
        printed: ManaCost = c[1]
        count: Amount = c[2]
        if printed.x_count or count.binder is not None:
            raise Unsupported("an {X} or a count of something named before, for each")

        def cost_of(ctx: Ctx, r: Resolving) -> ManaCost:
            total = ManaCost()
            for _ in range(count(ctx, r)):
                total = total + printed
            return total

        return counter_unless_node(c[0], cost_of)
