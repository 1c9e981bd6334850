""""Draw a card at the beginning of the next turn's upkeep" (603.7a): the effect creates a
delayed triggered ability that triggers when the next upkeep step begins (503.1: the upkeep
of the next turn, even when the spell resolves during an upkeep, 513.2's "already begun"
reasoning) and its controller, the controller of the spell or ability that created it
(603.7d-e), draws the cards then (121.1). The number is fixed by the printed text. The
grammar is `next_upkeep.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import (
    DelayedAbility,
    at_next_step,
    create_delayed_trigger,
    delayed_ability,
)

_WORDS = {1: "a card", 2: "two cards", 3: "three cards"}


def _draws(n: int) -> DelayedAbility:
    def run(ctx: Ctx, r: Resolving) -> None:
        ctx.draw(r.controller, n)
    return delayed_ability(f"draw {n} at the next upkeep",
                           f"Draw {_WORDS[n]} at the beginning of the next turn's upkeep.",
                           at_next_step("upkeep"), run)


# Every printed number (the pool has one, two and three): registered at import, as saves need.
DRAW_AT_UPKEEP = {n: _draws(n) for n in _WORDS}


class NextUpkeepClauses:
    """The transformer methods of next_upkeep.lark."""

    def draw_at_next_upkeep(self, c: list[Any]) -> Node:
        amount: Amount = c[-1]
        ability = DRAW_AT_UPKEEP.get(amount.const or 0)
        if amount.const is None or ability is None or amount.x or amount.count is not None:
            raise Unsupported("'draw ... at the beginning of the next turn's upkeep' "
                              "with a number other than one, two or three")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                create_delayed_trigger(ctx, r, ability)
            return run
        return build
