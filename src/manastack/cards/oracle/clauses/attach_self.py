""""Attach this Equipment to [target creature you control]" (701.3a): the source, still on
the battlefield, becomes attached to the object; one it can't legally be attached to, or
is attached to already, doesn't change (701.3b, 701.3c: `Ctx.attach`). "Attach it to ..."
attaches what "it" refers to, if still on the battlefield. The grammar is
`attach_self.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


class AttachSelfClauses:
    """The transformer methods of attach_self.lark."""

    def attach_self(self, c: list[Any]) -> Node:
        objs: ObjRef = next(x for x in c if isinstance(x, ObjRef) and not x.is_self)
        if objs.plural:
            raise Unsupported("attaching to more than one object")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                if not sem.alive(ctx, r.source):
                    return          # 701.3a: only a permanent is attached
                for oid in object_ids(get, ctx, r):
                    ctx.attach(r.source, oid)
            return run
        return build

    def attach_it(self, c: list[Any]) -> Node:
        objs: ObjRef = next(x for x in c if isinstance(x, ObjRef))
        if objs.plural:
            raise Unsupported("attaching to more than one object")
        it = sem.it_obj("it")

        def build(b: Builder) -> Effect:
            get_it, get = it.bind(b), objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                attaching = object_ids(get_it, ctx, r)      # 701.3a: a permanent, still there
                for oid in object_ids(get, ctx, r):
                    for aura_or_equipment in attaching:
                        ctx.attach(aura_or_equipment, oid)
            return run
        return build
