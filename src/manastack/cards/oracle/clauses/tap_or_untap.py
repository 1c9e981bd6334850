""" "Tap or untap [objects]" (701.26a, 608.2d): the controller of the spell or ability
chooses, for each object as the effect happens, whether to tap it or untap it (701.26a-b:
tapping a tapped permanent or untapping an untapped one does nothing). The grammar is
`tap_or_untap.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind

TAP, UNTAP = Choice("tap", (), "tap it"), Choice("untap", (), "untap it")


class TapOrUntapClauses:
    """The transformer methods of tap_or_untap.lark."""

    def tap_or_untap(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
                    prompt = f"{ctx.name(r.source)}: tap or untap {ctx.name(oid)}"
                    chosen = ctx.choose(r.controller, DecisionKind.MODE, prompt, (TAP, UNTAP))
                    if chosen.verb == "tap":
                        ctx.tap(oid)
                    else:
                        ctx.untap(oid)

            return run

        return build
