"""Cards in any graveyard ("target card from a graveyard", 404, 115.1) and "If it was a
[kind of] card, [effect]": the object named before, as it last existed (608.2h). The
grammar is `graveyards.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class GraveyardClauses:
    """The transformer methods of graveyards.lark."""

    def any_graveyard(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("any owner's zone", "graveyard", "from a graveyard")

    def if_it_was(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        flt = desc.filter
        then = sem.sequence([as_node(x) for x in c[1:]])

        def build(b: Builder) -> Effect:
            get = b.last_obj
            if get is None:
                raise Unsupported("'it' refers to nothing before it")
            effect = then(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2h: the object as it was (it may have moved, 400.7).
                ids = [oid for oid in get(ctx, r) if ctx.state.last_known(oid) is not None]
                if len(ids) == 1 and flt.test(ctx.state, characteristics(ctx.state, ids[0]),
                                              r.controller, r.source):
                    effect(ctx, r)
            return run
        return build
