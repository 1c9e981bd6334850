"""What a named player does or loses (608.2): "[player] creates [tokens]", "exile [player]'s
graveyard", and proliferate (701.34). The grammar is `players.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.cards.oracle.tokens import XToken, token_made
from manastack.rules.abilities import CardDef, player_ref
from manastack.rules.context import Ctx, Resolving


class PlayerClauses:
    """The transformer methods of players.lark."""

    def player_creates(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        count, tapped = c[1]
        token: CardDef | XToken = c[2]

        def build(b: Builder) -> Effect:
            get = players.bind(b)
            n_of = count.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for player in get(ctx, r):      # 111.2: the player who creates it owns it
                    if n > 0 and ctx.state.players[player].in_game:
                        ctx.create_token(player, token_made(token, ctx, r), n, tapped=tapped)
            return run
        return build

    def exile_target_graveyard(self, c: list[Any]) -> Node:
        return _exile_graveyards(sem.target_player(sem.target_spec(
            "target player", lambda s, ref, _c: ref < 0)))

    def exile_opponents_graveyards(self, c: list[Any]) -> Node:
        return _exile_graveyards(sem.each_player(True))

    def proliferate(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                proliferate(ctx, r.controller)
            return run
        return build


def _exile_graveyards(players: PlayerRef) -> Node:
    def build(b: Builder) -> Effect:
        get = players.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            for player in get(ctx, r):
                cards = ctx.state.players[player].graveyard
                with ctx.simultaneously(cards):      # 406.3: exiled together
                    for oid in cards:
                        ctx.exile(oid)
        return run
    return build


def proliferate(ctx: Ctx, player: int) -> None:
    """701.34a: `player` chooses any number of permanents and players that have a counter;
    each gets one more counter of each kind it has (players' counters here: poison)."""
    s = ctx.state
    permanents = [oid for oid in s.battlefield
                  if any(n > 0 for n in s.objects[oid].counters.values())]
    players = [p.index for p in s.players if p.in_game and p.poison > 0]
    candidates = [*permanents, *(player_ref(p) for p in players)]
    if not candidates:
        return
    chosen = ctx.pick(player, "proliferate: choose permanents and players with counters",
                      candidates, len(candidates), up_to=True)
    for ref in chosen:
        if ref >= 0:
            for kind in sorted(k for k, n in s.objects[ref].counters.items() if n > 0):
                ctx.add_counters(ref, kind, 1)
        else:
            ctx.state.add_poison(-1 - ref, 1)
            ctx.log("701.34a", f"{ctx.name(ref)} gets a poison counter (proliferate)")
    if chosen:
        ctx.log("701.34a", f"{ctx.state.players[player].name} proliferates: "
                f"{', '.join(ctx.name(x) for x in chosen)}")
