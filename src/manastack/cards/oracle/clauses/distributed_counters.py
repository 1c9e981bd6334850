"""Counters distributed among targets (601.2d): the target requirement carries the number
of counters (`TargetSpec.divided`), the player divides it as the spell or ability is put on
the stack (rules/division.py), and each target still legal as it resolves gets its share
(608.2b: an illegal target's share isn't given to another; 122.1a: the counters' kind). The
grammar is `distributed_counters.lark` beside this file."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import CounterKind, Desc, desc_target, targetable
from manastack.cards.oracle.semantics import Amount, Builder, Node, Unsupported
from manastack.rules.abilities import Effect, TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.division import share


class DistributedCounterClauses:
    """The transformer methods of distributed_counters.lark."""

    def one_to_n_target_objects(self, c: list[Any]) -> TargetSpec:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        if numbers != list(range(2, len(numbers) + 2)):
            raise Unsupported("a list of target counts that isn't 'one, two, or three'")
        desc: Desc = targetable(c[-1])
        return dataclasses.replace(desc_target(desc), text=f"one to {numbers[-1]} target {desc.text}",
                                   min_count=1, max_count=numbers[-1])

    def distribute_counters(self, c: list[Any]) -> Node:
        total: Amount = c[0]
        kind: CounterKind = c[1]
        spec: TargetSpec = c[-1]

        def build(b: Builder) -> Effect:
            amount = total.bound(b)
            index = b.add_target(dataclasses.replace(spec, divided=amount))

            def run(ctx: Ctx, r: Resolving) -> None:
                for i in range(index, min(len(r.targets), index + spec.max_count)):
                    ref = r.target(i)
                    n = share(ctx, r, i)
                    if ref is not None and ref >= 0 and n > 0:
                        ctx.add_counters(ref, kind.kind, n)
            return run
        return build
