""""[effect] if its power is less than this creature's power" (608.2c, 608.2h): the effect
happens only if, as it would begin, the object it names ("its") has less power than the
source; a source that left the battlefield counts with its power as it last existed. The
grammar is `power_comparison.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class PowerComparisonClauses:
    """The transformer methods of power_comparison.lark."""

    def if_power_less_than_source(self, c: list[Any]) -> Node:
        inner = as_node(c[0])

        def build(b: Builder) -> Effect:
            effect = inner(b)
            its = b.last_obj
            if its is None:
                raise Unsupported("'its power' with no object named before it")

            def run(ctx: Ctx, r: Resolving) -> None:
                named = its(ctx, r)
                if not named or named[0] not in ctx.state.objects:
                    return      # 608.2b: an illegal target is not affected
                theirs = characteristics(ctx.state, named[0]).power
                # 608.2h: the source's power now, or as it last existed.
                mine = characteristics(ctx.state, r.source).power
                if theirs is not None and mine is not None and theirs < mine:
                    effect(ctx, r)
            return run
        return build
