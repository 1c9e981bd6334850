"""Emblems (114): "You get an emblem with "[ability]"."

The grammar is `emblems.lark` beside this file. The emblem's abilities are compiled as
the clause is (`oracle/emblems.py`), so an ability the compiler can't do makes the clause
unsupported, naming it.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.emblems import emblem_card
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.emblems import create_emblem


class EmblemClauses:
    """The transformer methods of emblems.lark."""

    def emblem(self, c: list[Any]) -> Node:
        players: PlayerRef = c[0]
        card = emblem_card(tuple(str(t) for t in c[1:]))

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 114.2: each player named gets one, its owner and controller.
                for player in get(ctx, r):
                    if ctx.state.players[player].in_game:
                        create_emblem(ctx, player, card, r.source)
            return run
        return build
