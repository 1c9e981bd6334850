""""[Players] reveal their hand. You choose a [card] from it. Exile that card." (701.20a,
701.13a): the hand shown to all, the controller chooses a card of it that fits, and it is
exiled. The grammar is `hand_exile.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.hands import reveal_hand_and_choose
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.rules.context import Ctx, Resolving


class HandExileClauses:
    """The transformer methods of hand_exile.lark."""

    def reveal_hand_choose_exile(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        desc: Desc = next(x for x in c if isinstance(x, Desc))

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for player in get(ctx, r):
                    chosen = reveal_hand_and_choose(ctx, player, r.controller, desc.filter,
                                                    desc.text, r.source,
                                                    ("to be exiled", "701.13a", "exiles it"))
                    if chosen is not None:
                        ctx.exile(chosen)
            return run
        return build
