"""Counters the rules give no meaning (122.1), counted on the source, and proliferating more
than once (701.34a). The grammar is `counters.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.players import proliferate
from manastack.cards.oracle.forms import CounterKind
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving


class CounterClauses:
    """The transformer methods of counters.lark."""

    def plain_counter(self, c: list[Any]) -> CounterKind:
        return CounterKind(str(c[0]))

    def counters_on_self(self, c: list[Any]) -> Amount:
        kind: CounterKind = c[0]

        def count(ctx: Ctx, r: Resolving) -> int:
            # 608.2h: the source as it is now, or as it last existed on the battlefield
            # (Culling Dais, sacrificed to pay the cost).
            source = ctx.state.last_known(r.source)
            return source.counters.get(kind.kind, 0) if source is not None else 0
        return Amount(count=count)

    def proliferate_times(self, c: list[Any]) -> Node:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        times = numbers[0] if numbers else 2

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                # 701.34a: each proliferation is its own choice, made after the one before.
                for _ in range(times):
                    proliferate(ctx, r.controller)
            return run
        return build
