"""Tokens and the object that created them (607.1d, 607.2c): "destroy all tokens created
with this enchantment" and a token's own "the number of fade counters on [the object that
created it]" (Saproling Burst).

A token created by a resolving ability of a permanent keeps that permanent's id in its
`chosen` record under CREATED_BY. Only that object, not a later object of the same card
(400.7), is the one "created with" refers to: a permanent that left and came back is a new
object with no tokens created with it.
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import Ctx
from manastack.rules.state import GameState

CREATED_BY = "created by"


def remember_creator(ctx: Ctx, source: int | None, tokens: Sequence[int]) -> None:
    """607.2c: note that `source`'s ability created `tokens` (those still on the
    battlefield: a token that already left is gone for good, 111.7)."""
    if source is None:
        return
    s = ctx.state
    for oid in tokens:
        obj = s.get(oid)
        if obj is not None and obj.zone == "battlefield":
            s.obj_w(oid).chosen[CREATED_BY] = str(source)


def creator_of(state: GameState, token: int) -> int | None:
    """607.1d: the object whose ability created `token`, or None."""
    obj = state.get(token)
    if obj is None or CREATED_BY not in obj.chosen:
        return None
    return int(obj.chosen[CREATED_BY])


def created_with(state: GameState, source: int) -> list[int]:
    """607.2c: the tokens on the battlefield that `source`'s abilities created, in
    timestamp order, whoever controls them now."""
    return [oid for oid in state.battlefield if creator_of(state, oid) == source]
