"""Counters put once for each object counted: "Put a loyalty counter on ~ for each
creature you control." (122.1, 608.2h: counted once, as the effect happens). The grammar
is `counters_for_each.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import CounterKind, object_ids
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving


def _counters_times(amount: Amount, kind: str, objs: ObjRef, per: Amount) -> Node:
    def build(b: Builder) -> Effect:
        n_of = amount.bound(b)
        get = objs.bind(b)
        times = per.bound(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            n = n_of(ctx, r) * times(ctx, r)        # 608.2h: counted once, as it resolves
            if n <= 0:
                return
            for oid in object_ids(get, ctx, r):
                if sem.alive(ctx, oid):
                    ctx.add_counters(oid, kind, n)
        return run
    return build


class CountersForEachClauses:
    """The transformer methods of counters_for_each.lark."""

    def put_counters_for_each(self, c: list[Any]) -> Node:
        amount = c[0] if isinstance(c[0], Amount) and len(c) == 4 else sem.const(1)
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        at = c.index(kind)
        return _counters_times(amount, kind.kind, c[at + 1], c[at + 2])

    def for_each_put_counters(self, c: list[Any]) -> Node:
        per: Amount = c[0]
        rest = c[1:]
        amount = rest[0] if isinstance(rest[0], Amount) else sem.const(1)
        kind: CounterKind = next(x for x in rest if isinstance(x, CounterKind))
        return _counters_times(amount, kind.kind, rest[-1], per)
