"""Hidden cards shown to all (701.20a) or looked at by one player (701.20e) without leaving
their zone (701.20b). The grammar is `hidden_looks.lark` beside this file; who knows which
card: `rules/knowledge.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving


class HiddenLookClauses:
    """The transformer methods of hidden_looks.lark."""

    def reveal_top_card(self, c: list[Any]) -> Node:
        """701.20a: each player named shows the top card of their library (401.2) to all."""
        players: PlayerRef = c[0]

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                for player in get(ctx, r):
                    library = s.players[player].library
                    if not s.players[player].in_game or not library:
                        continue
                    top = library[0]
                    knowledge.reveal(s, (top,))
                    ctx.log("701.20a", f"{s.players[player].name} reveals the top card of "
                                       f"their library: {ctx.name(top)}")
            return run
        return build

    def look_at_hand(self, c: list[Any]) -> Node:
        """701.20e: the controller looks at the named player's hand; nobody else sees it, and
        nothing is reordered, so those who knew its cards still do."""
        players: PlayerRef = c[0]

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                for player in get(ctx, r):
                    if not s.players[player].in_game:
                        continue
                    hand = list(s.players[player].hand)
                    knowledge.see(s, r.controller, hand)
                    shown = ", ".join(ctx.name(oid) for oid in hand) or "no cards"
                    ctx.log("701.20e", f"{s.players[r.controller].name} looks at "
                                       f"{s.players[player].name}'s hand: {shown}")
            return run
        return build
