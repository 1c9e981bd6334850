""""You may have [players] [do something]" (608.2d): an optional effect whose choice is the
controller's, made as the ability resolves, like "you may [effect]" (a `MayEffect`, so an
"If you do" sentence may follow it). In a trigger on "a creature an opponent controls",
"that player" is the player who controls the creature the event named (the opponent the
trigger condition introduced), as that creature is now or last existed (608.2h). The grammar
is `may_have_player.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.if_you_do import MayEffect
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjGet, PlayerGet
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class MayHavePlayerClauses:
    """The transformer methods of may_have_player.lark."""

    def may_have_player(self, c: list[Any]) -> MayEffect:
        return MayEffect(_naming_controller(as_node(c[0])))


def _naming_controller(inner: Node) -> Node:
    def build(b: Builder) -> Effect:
        if b.last_player is None and b.last_obj is not None:
            b.last_player = _controller_of(b.last_obj)
        return inner(b)
    return build


def _controller_of(get: ObjGet) -> PlayerGet:
    def players(ctx: Ctx, r: Resolving) -> list[int]:
        ids = [oid for oid in get(ctx, r) if ctx.state.last_known(oid) is not None]
        return [characteristics(ctx.state, ids[0]).controller] if len(ids) == 1 else []
    return players
