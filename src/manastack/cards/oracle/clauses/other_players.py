""""Each other player" (102.1, 101.4): the players other than the controller of the
resolving spell or ability, in APNAP order; unlike "each opponent", a teammate is one. The
grammar is `other_players.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Builder, PlayerGet, PlayerRef
from manastack.rules.context import Ctx, Resolving


class OtherPlayerClauses:
    """The transformer methods of other_players.lark."""

    def each_other_player(self, c: list[Any]) -> PlayerRef:
        def bind(b: Builder) -> PlayerGet:
            def get(ctx: Ctx, r: Resolving) -> list[int]:
                return [p for p in ctx.state.apnap() if p != r.controller]
            b.last_player = get
            return get
        return PlayerRef("each other player", bind, plural=True)
