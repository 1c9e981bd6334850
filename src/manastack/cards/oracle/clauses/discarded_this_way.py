"""What an earlier instruction of the same effect discarded (608.2c, 701.9): the discard
instruction (effects.py) notes the cards it discarded in the resolution's own record
(`Resolving.event`) under `DISCARDED`; "If a [card] is discarded this way, [effect]" reads
them as they last existed in the hand (608.2h). The grammar is `discarded_this_way.lark`
beside this file."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving

DISCARDED = "discarded this way"


def note_discarded(r: Resolving, discarded: Sequence[int]) -> None:
    """608.2c: what this instruction discarded, for a later "discarded this way"."""
    r.event[DISCARDED] = (*r.event.get(DISCARDED, ()), *discarded)


class DiscardedThisWayClauses:
    """The transformer methods of discarded_this_way.lark."""

    def if_discarded_this_way(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        flt = desc.filter
        then = sem.sequence([as_node(item) for item in c[1:]])

        def build(b: Builder) -> Effect:
            effect = then(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                if any(s.last_known(oid) is not None and flt.matches(s, oid, r.controller, None)
                       for oid in r.event.get(DISCARDED, ())):
                    effect(ctx, r)
            return run
        return build

    def draw_additional_card(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                ctx.draw(r.controller, 1)
            return run
        return build
