"""Putting cards onto the battlefield under the effect's controller (110.2a: "put [cards]
onto the battlefield [under your control]"). The grammar is `put_onto_battlefield.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.graveyard_sets import may_be_aura
from manastack.cards.oracle.forms import object_ids, zone_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove


class PutOntoBattlefieldClauses:
    """The transformer methods of put_onto_battlefield.lark."""

    def put_onto_battlefield(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = zone_of(objs)
        if zone == "battlefield":
            raise Unsupported("putting a permanent onto the battlefield")
        if may_be_aura(objs):
            raise Unsupported("Auras put onto the battlefield with the rest (303.4f)")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = object_ids(get, ctx, r, zone)
                with ctx.simultaneously(ids):
                    for oid in ids:
                        # 110.2a: under the control of the player who puts it there.
                        ctx.perform(ZoneMove(oid, "battlefield", "put", controller=r.controller,
                                             rule="110.2a"))
            return run
        return build
