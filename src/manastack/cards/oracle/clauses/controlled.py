"""Objects a targeted player controls: "each creature target player controls" (109.4,
115.1). The grammar is `controlled.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, tokens_of
from manastack.cards.oracle.semantics import Builder, ObjGet, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class ControlledClauses:
    """The transformer methods of controlled.lark."""

    def each_object_target_controls(self, c: list[Any]) -> ObjRef:
        desc: Desc = c[0]
        if desc.zone != "battlefield":
            raise Unsupported(f"each {desc.text} outside the battlefield")
        opponent = "opponent" in tokens_of(c)
        flt = desc.filter
        player = sem.target_player(sem.target_spec(
            f"target {'opponent' if opponent else 'player'}",
            lambda s, ref, me: ref < 0 and (not opponent
                                            or s.players[-1 - ref].team != s.players[me].team)))

        def bind(b: Builder) -> ObjGet:
            get_player = player.bind(b)

            def get(ctx: Ctx, r: Resolving) -> list[int]:
                # 608.2h: the player's permanents as the effect happens; none once the
                # target is illegal (608.2b).
                s = ctx.state
                chosen = get_player(ctx, r)
                return [oid for oid in sem.battlefield_matching(s, flt, r.controller, r.source)
                        if characteristics(s, oid).controller in chosen]
            b.last_obj = get
            return get
        text = f"each {desc.text} target {'opponent' if opponent else 'player'} controls"
        return ObjRef(text, bind, plural=True, filter=flt, kind="player's")
