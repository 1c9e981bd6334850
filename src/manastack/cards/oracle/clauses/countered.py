"""A countered spell exiled, or put on top of its owner's library, instead of put into its
owner's graveyard (701.6a, 614.1a). The grammar is `countered.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


class CounteredClauses:
    """The transformer methods of countered.lark."""

    def exile_if_countered(self, c: list[Any]) -> Node:
        return _instead("exile")

    def top_if_countered(self, c: list[Any]) -> Node:
        return _instead("library")        # ctx.move's default position: the top

    def hand_if_countered(self, c: list[Any]) -> Node:
        return _instead("hand")


def _instead(zone: str) -> Node:
    """The countered spell goes to `zone` instead of its owner's graveyard."""
    def build(b: Builder) -> Effect:
        if b.last_obj is None:
            raise Unsupported("'that spell' refers to nothing before it")
        # 614.1a: the countering ("counter [spell]", effects.py) reads this as it moves the
        # spell, so the spell goes to `zone` instead of its owner's graveyard.
        b.counter_zone = zone

        def run(ctx: Ctx, r: Resolving) -> None:
            return None
        return run
    return build
