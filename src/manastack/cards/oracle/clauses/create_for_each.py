"""Tokens counted as the effect resolves (608.2h): "Create [token] for each [objects]",
and "[objects] sacrificed this way" (608.2c: what an earlier instruction of the same effect
sacrificed, 701.21a). The grammar is `create_for_each.lark` beside this file.

The sacrifice instruction notes the permanents it sacrificed in the resolution's own record
(`Resolving.event`, a copy made for each resolution) under `SACRIFICED`; the count reads
them as they last existed on the battlefield (608.2h).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving

SACRIFICED = "sacrificed this way"


def note_sacrificed(r: Resolving, sacrificed: Sequence[int]) -> None:
    """608.2c: what this instruction sacrificed, for a later "sacrificed this way"."""
    r.event[SACRIFICED] = (*r.event.get(SACRIFICED, ()), *sacrificed)


class CreateForEachClauses:
    """The transformer methods of create_for_each.lark."""

    def create_for_each(self, c: list[Any]) -> Node:
        count, tapped = c[0]
        token_def = c[1]
        per: Amount = c[2]

        def build(b: Builder) -> Effect:
            n_of = count.bound(b)
            times = per.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r) * times(ctx, r)      # 608.2h: counted once, as it resolves
                if n > 0:
                    ctx.create_token(r.controller, token_def, n, tapped=tapped)
            return run
        return build

    def count_sacrificed_this_way(self, c: list[Any]) -> Amount:
        desc: Desc = c[0]
        flt = desc.filter

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            return sum(1 for oid in r.event.get(SACRIFICED, ())
                       if flt.matches(s, oid, r.controller, r.source))
        return Amount(count=count)
