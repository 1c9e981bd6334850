""""[Players] searches their library for a [card], puts it into their hand / onto the
battlefield [tapped], then shuffles." (701.23a-b): each player named, in APNAP order (101.4),
searches as "Search your library ..." does (effects.search_for_one). The grammar is
`player_searches.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.effects import search_for_one
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.rules.context import Ctx, Resolving


class PlayerSearchClauses:
    """The transformer methods of player_searches.lark."""

    def player_searches(self, c: list[Any]) -> Node:
        who: PlayerRef = c[0]
        desc: Desc = c[1]
        dest: str = c[-1]

        def build(b: Builder) -> Effect:
            players = who.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for p in players(ctx, r):
                    if ctx.state.players[p].in_game:
                        search_for_one(ctx, p, desc, desc.filter, False, dest)
            return run
        return build
