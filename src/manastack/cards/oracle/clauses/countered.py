"""A countered spell exiled instead of put into its owner's graveyard (701.6a, 614.1a). The
grammar is `countered.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


class CounteredClauses:
    """The transformer methods of countered.lark."""

    def exile_if_countered(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            if b.last_obj is None:
                raise Unsupported("'that spell' refers to nothing before it")
            # 614.1a: the countering ("counter [spell]", effects.py) reads this as it moves the
            # spell, so the spell goes to exile instead of its owner's graveyard.
            b.counter_zone = "exile"

            def run(ctx: Ctx, r: Resolving) -> None:
                return None
            return run
        return build
