""""[objects] that player controls" (109.4, 608.2h: the set as the effect happens): the
player is the one the ability named last ("target player", "that player"), else the
controller of the object it named last ("target creature an opponent controls ... that
player"); "other" excludes that object (not the source). The grammar is
`that_player_controls.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import (
    Builder,
    ObjGet,
    ObjRef,
    PlayerGet,
    Unsupported,
    alive,
    battlefield_matching,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


def _players_of(players: PlayerGet | None, named: ObjGet | None, ctx: Ctx,
                r: Resolving) -> set[int]:
    if players is not None:
        return set(players(ctx, r))
    assert named is not None
    return {characteristics(ctx.state, oid).controller for oid in named(ctx, r)
            if alive(ctx, oid, "battlefield")}


class ThatPlayerControlsClauses:
    """The transformer methods of that_player_controls.lark."""

    def objects_that_player_controls(self, c: list[Any]) -> ObjRef:
        desc: Desc = c[0]
        if desc.zone != "battlefield" or desc.filter.controller is not None:
            raise Unsupported(f"{desc.text!r} that player controls")
        other = desc.filter.other
        flt = replace(desc.filter, other=False)

        def bind(b: Builder) -> ObjGet:
            players, named = b.last_player, b.last_obj
            if players is None and named is None:
                raise Unsupported("'that player' refers to nothing before it")
            excluded_from = named if other else None

            def get(ctx: Ctx, r: Resolving) -> list[int]:
                whose = _players_of(players, named, ctx, r)
                excluded = set(excluded_from(ctx, r)) if excluded_from is not None else set()
                return [oid for oid in battlefield_matching(ctx.state, flt, r.controller, r.source)
                        if characteristics(ctx.state, oid).controller in whose
                        and oid not in excluded]
            b.last_obj = get
            return get
        return ObjRef(f"{desc.text} that player controls", bind, plural=True, filter=flt,
                      kind="all")
