"""Support N (701.41a): a +1/+1 counter on each of up to N target creatures, other than the
permanent that supports (an instant or sorcery is no creature on the battlefield, so "other"
excludes nothing for it). The grammar is `support.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, desc_target, object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Filter, Node
from manastack.rules.context import Ctx, Resolving


class SupportClauses:
    """The transformer methods of support.lark."""

    def support(self, c: list[Any]) -> Node:
        n = int(c[0])
        desc = Desc(Filter(types=frozenset({"Creature"})), "battlefield", "creatures", True)
        text = f"up to {n} other target creatures"
        # `other`: not the ability's source (rules/targets.py), as for "another target".
        spec = replace(desc_target(desc, n, up_to=True, text=text), other=True)
        targets = sem.target_obj(spec, text, desc.filter, desc.zone)

        def build(b: Builder) -> Effect:
            get = targets.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
                    ctx.add_counters(oid, "+1/+1", 1)
            return run
        return build
