"""Removing counters as an effect (122.1). The grammar is `remove_counters.lark` beside this
file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import CounterKind, object_ids
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving


@dataclass(frozen=True)
class CounterRemoval:
    """122.1: remove `amount` counters of `kind` from each object (None: all of them); an
    object with fewer loses those it has (rules/context.py's RemoveCounters). A node; "If
    you do" after "you may" remove them is refused (if_you_do.py): removing counters an
    object doesn't have can't be done (609.3), which "If you do" would have to tell."""

    amount: Amount | None
    kind: str
    objs: ObjRef

    def __call__(self, b: Builder) -> Effect:
        return _remove(self.amount, self.kind, self.objs)(b)


def _remove(amount: Amount | None, kind: str, objs: ObjRef) -> Node:
    def build(b: Builder) -> Effect:
        n_of = amount.bound(b) if amount is not None else None
        get = objs.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            n = n_of(ctx, r) if n_of is not None else None
            for oid in object_ids(get, ctx, r):
                obj = ctx.state.get(oid)
                if obj is not None:
                    ctx.remove_counters(oid, kind, obj.counters.get(kind, 0) if n is None else n)
        return run
    return build


class RemoveCounterClauses:
    """The transformer methods of remove_counters.lark."""

    def remove_all_counters(self, c: list[Any]) -> Node:
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        return CounterRemoval(None, kind.kind, c[-1])

    def remove_counters(self, c: list[Any]) -> Node:
        amount = c[0] if isinstance(c[0], Amount) else sem.const(1)
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        return CounterRemoval(amount, kind.kind, c[-1])
