"""A duration written first (611.2a): "Until end of turn, [objects] [modification]." means
what "[objects] [modification] until end of turn" does; and X defined after the effect
(107.3): "..., where X is your life total." The grammar is `durations.lark` beside this
file."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import Modify, as_node
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving


class DurationClauses:
    """The transformer methods of durations.lark."""

    # static.py's method, mixed into the same transformer (OracleTransformer).
    modify: Callable[[list[Any]], Modify]

    def modify_until_end_of_turn(self, c: list[Any]) -> Modify:
        return self.modify([*c, ("duration", "end of turn")])

    def where_x(self, c: list[Any]) -> Node:
        effect_node = as_node(c[0])
        definition: Amount = c[1]

        def build(b: Builder) -> Effect:
            x_of = definition.bound(b)
            effect = effect_node(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 107.3: X is determined as the effect happens (608.2h), then used throughout.
                effect(ctx, dataclasses.replace(r, x=x_of(ctx, r)))
            return run
        return build

    def your_life_total(self, c: list[Any]) -> Amount:
        def life(ctx: Ctx, r: Resolving) -> int:
            return ctx.state.players[r.controller].life
        return Amount(count=life)
