"""A permanent shuffled into its owner's library, then the top card revealed and put onto
the battlefield if it's a permanent card (Chaos Warp). The grammar is `shuffle_reveal.lark`
beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Effect, Node, ObjGet, ObjRef
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving


class ShuffleRevealClauses:
    """The transformer methods of shuffle_reveal.lark."""

    def owner_shuffles_in_and_reveals(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        return lambda b: _for_each(objs.bind(b), _shuffle_in_and_reveal)


def _for_each(get: ObjGet, act: Callable[[Ctx, int], None]) -> Effect:
    """`act` on each object still where the effect expects it (608.2b)."""
    def run(ctx: Ctx, r: Resolving) -> None:
        for oid in object_ids(get, ctx, r):
            act(ctx, oid)
    return run


def _shuffle_in_and_reveal(ctx: Ctx, oid: int) -> None:
    """701.24a: the owner shuffles the permanent into their library (a token ceases to
    exist there, 111.8); 701.20a: they reveal the top card, and 110.2a: a permanent card
    enters under their control; any other card stays on top."""
    s = ctx.state
    owner = s.objects[oid].owner
    ctx.move(oid, "library", "put")
    ctx.shuffle(owner)
    library = ctx.state.players[owner].library
    if not library:
        ctx.log("701.20a", f"{s.players[owner].name} has no card to reveal")
        return
    top = library[0]
    knowledge.reveal(ctx.state, (top,))
    ctx.log("701.20a", f"{s.players[owner].name} reveals {ctx.name(top)}")
    if ctx.state.objects[top].card.is_permanent_card:
        ctx.move(top, "battlefield", "put", controller=owner)
