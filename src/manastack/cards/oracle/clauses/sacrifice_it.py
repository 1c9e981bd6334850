""""Sacrifice it" (701.21a): the ability's controller sacrifices the object named last in
the ability ("it": the source of "When this land enters"), if it is still a permanent they
control; a player can't sacrifice what they don't control. The grammar is `sacrifice_it.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class SacrificeItClauses:
    """The transformer methods of sacrifice_it.lark."""

    def sacrifice_it(self, c: list[Any]) -> Node:
        it = sem.it_obj("it")

        def build(b: Builder) -> Effect:
            get = it.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
                    if characteristics(ctx.state, oid).controller == r.controller:
                        ctx.sacrifice(oid)
            return run
        return build
