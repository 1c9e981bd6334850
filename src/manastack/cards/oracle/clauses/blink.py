"""Returning what an ability just exiled (400.7, 406): "exile target creature you control,
then return it to the battlefield under its owner's control". "It", "that card", "them" and
"those cards" are the cards the ability's last "exile" effect put into exile: new objects
(400.7), which return as new permanents again (so enters abilities trigger and nothing that
applied to the exiled permanent applies to them). A token that was exiled ceased to exist
(111.7, 111.8): it doesn't return.

The grammar is `blink.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.effects import reanimate_node
from manastack.cards.oracle.forms import zone_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove


class BlinkClauses:
    """The transformer methods of blink.lark."""

    def return_exiled_now(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        tapped = any(x == "tapped" for x in c)
        yours = "your" in c[-1]
        if objs.kind != "it" and zone_of(objs) == "graveyard":
            # 400.7, 603.10a: the card a dying permanent became ("When this creature dies,
            # return it to the battlefield tapped under its owner's control.")
            return reanimate_node(objs, tapped, yours)
        if objs.kind != "it":
            raise Unsupported(f"returning {objs.text} to the battlefield from where it is")

        def build(b: Builder) -> Effect:
            exiled = b.last_exiled
            if exiled is None:
                raise Unsupported(f"{objs.text!r} returned to the battlefield without having "
                                  "been exiled")

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                made = []
                for oid in exiled(ctx, r):
                    card = s.objects.get(oid)
                    if card is None or card.zone != "exile" or card.kind != "card":
                        continue        # 111.8: a token that left the battlefield stays gone
                    controller = r.controller if yours else card.owner
                    done = ctx.perform(ZoneMove(oid, "battlefield", "put", controller=controller,
                                                tapped=tapped, rule="400.7"))
                    if isinstance(done, ZoneMove) and done.new_id is not None:
                        made.append(done.new_id)
                sem.remember_made(r, made)      # 400.7: "it" after this is the new permanent
            sem.refer_to_made(b)
            return run
        return build

    def blink_tapped(self, c: list[Any]) -> str:
        return "tapped"

    def blink_control(self, c: list[Any]) -> str:
        return " ".join(str(t) for t in c)
