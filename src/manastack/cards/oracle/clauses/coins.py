"""Flipping a coin (705): "Flip a coin. If you win the flip, [effect]. If you lose the flip,
[effect]." The grammar is `coins.lark` beside this file; the rule is rules/coins.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.coins import flip_and_call
from manastack.rules.context import Ctx, Resolving


class CoinClauses:
    """The transformer methods of coins.lark."""

    def coin_flip(self, c: list[Any]) -> Node:
        outcomes: dict[bool, Node] = dict(c)

        def build(b: Builder) -> Effect:
            effects = {won: node(b) for won, node in outcomes.items()}

            def run(ctx: Ctx, r: Resolving) -> None:
                # 705.2: the controller flips; only the outcome's effect happens.
                effect = effects.get(flip_and_call(ctx, r.controller))
                if effect is not None:
                    effect(ctx, r)
            return run
        return build

    def flip_won(self, c: list[Any]) -> tuple[bool, Node]:
        return (True, sem.sequence([as_node(x) for x in c]))

    def flip_lost(self, c: list[Any]) -> tuple[bool, Node]:
        return (False, sem.sequence([as_node(x) for x in c]))
