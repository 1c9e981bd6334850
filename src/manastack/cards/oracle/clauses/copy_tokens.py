"""Tokens that are copies (707.2, 111.4): "create a token that's a copy of [object]". The
grammar is `copy_tokens.lark` beside this file.

A copy takes the copiable values of the object (707.2): the characteristics of its card as
it shows them, face-down ones for a face-down permanent (708.2), no counters, no effects
changing it. The engine has no copy effects, so those are its card's definition: the token
is created with that very definition (a token's kind is its object's, 111.1), and a saved
game rebuilds it from the card's name. The object is the one as it last existed if it has
left its zone (608.2h).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import zone_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


class CopyTokenClauses:
    """The transformer methods of copy_tokens.lark."""

    def create_copy(self, c: list[Any]) -> Node:
        objs: ObjRef = c[-1]
        if zone_of(objs) != "battlefield":
            raise Unsupported(f"a token that's a copy of {objs.text} (not a permanent)")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in get(ctx, r):
                    original = ctx.state.last_known(oid)
                    if original is None:
                        continue
                    ctx.log("707.2", f"a token copies {ctx.name(oid)}")
                    ctx.create_token(r.controller, original.card)
            return run
        return build
