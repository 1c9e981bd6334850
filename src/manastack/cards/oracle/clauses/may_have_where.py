""""You may have [objects] get +X/+X ..., where X is [a number]" (608.2d: the choice is made
as the ability resolves; 107.3, 608.2h: X is counted then), and "this creature's power" as
X (the source's power, or as it last existed). The grammar is `may_have_where.lark`
beside this file."""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.oracle.clauses.references import possessed_pt
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


class MayHaveWhereClauses:
    """The transformer methods of may_have_where.lark."""

    def may_have_where(self, c: list[Any]) -> Node:
        chosen_node = as_node(c[0])
        definition: Amount = c[1]

        def build(b: Builder) -> Effect:
            x_of = definition.bound(b)
            targets = len(b.specs)
            chosen = chosen_node(b)
            if len(b.specs) != targets:
                raise Unsupported("a target in an optional effect with X")

            def run(ctx: Ctx, r: Resolving) -> None:
                if ctx.may(r.controller, f"{ctx.name(r.source)}: you may have it happen"):
                    chosen(ctx, dataclasses.replace(r, x=x_of(ctx, r)))
            return run
        return build

    def this_creatures_power(self, c: list[Any]) -> Amount:
        return possessed_pt("self", "power")
