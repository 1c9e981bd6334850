"""Life totals set and life gain replaced (119.5, 119.10). The grammar is `life_totals.lark`
beside this file."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import (
    Builder,
    Effect,
    Node,
    PlayerRef,
    battlefield_matching,
)
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, LifeGain
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


class LifeTotalClauses:
    """The transformer methods of life_totals.lark."""

    def life_total_becomes(self, c: list[Any]) -> Node:
        desc: Desc = next(x for x in c if isinstance(x, Desc))

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                total = sum(characteristics(s, oid).toughness or 0 for oid in
                            battlefield_matching(s, desc.filter, r.controller, r.source))
                set_life_total(ctx, r.controller, total)
            return run
        return build

    def life_total_becomes_number(self, c: list[Any]) -> Node:
        """119.5: the player gains or loses the life that makes their total that number."""
        players: PlayerRef = c[0]
        total = int(c[-1])

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for player in get(ctx, r):
                    set_life_total(ctx, player, total)
            return run
        return build

    def gain_life_plus(self, c: list[Any]) -> AbilityIR:
        extra = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return AbilityIR("replacement", items=[gain_life_plus(extra)])


def set_life_total(ctx: Ctx, player: int, total: int) -> None:
    """119.5: the player gains or loses the life that makes `total` their life total."""
    difference = total - ctx.state.players[player].life
    if difference > 0:
        ctx.gain_life(player, difference, rule="119.5")
    elif difference < 0:
        ctx.lose_life(player, -difference, rule="119.5")


def gain_life_plus(extra: int) -> Any:
    """119.10, 614.1a: the controller's life gain (of any source) is that much plus `extra`;
    a gain of 0 life is no event (119.10), so it isn't replaced. The ability's text is set
    by the compiler."""
    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, LifeGain) and event.amount > 0 and \
            event.player == characteristics(state, source.id).controller

    def replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, LifeGain)
        return dataclasses.replace(event, amount=event.amount + extra)
    return (applies, replace)
