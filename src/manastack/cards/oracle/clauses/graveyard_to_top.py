"""Cards from your graveyard put on top of your library (401.4), and "any number of target
[objects]" (601.2c). The grammar is `graveyard_to_top.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.divided import MAX_TARGETS
from manastack.cards.oracle.clauses.owners_libraries import top_first
from manastack.cards.oracle.forms import Desc, desc_target, object_ids, targetable
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


class GraveyardToTopClauses:
    """The transformer methods of graveyard_to_top.lark."""

    def any_number_target_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = targetable(c[0])
        text = f"any number of target {desc.text}"
        # 601.2c: any number of targets, none among them too.
        spec = desc_target(desc, MAX_TARGETS, up_to=True, text=text)
        return sem.target_obj(spec, text, desc.filter, desc.zone)

    def put_own_cards_on_top(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if objs.zone != "graveyard" or "your graveyard" not in objs.text:
            raise Unsupported(f"putting {objs.text} on top of your library")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2b: only the targets still in the graveyard move; 401.4: their owner
                # (you: they came from your graveyard) chooses their order.
                ids = object_ids(get, ctx, r, "graveyard")
                with ctx.simultaneously(ids):
                    for oid in reversed(top_first(ctx, r.controller, ids)):
                        ctx.move(oid, "library", "put")       # the last one ends on top
            return run
        return build
