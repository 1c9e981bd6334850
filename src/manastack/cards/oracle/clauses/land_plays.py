"""More land plays (305.2): a resolved "You may play an additional land this turn." adds to
its controller's allowance for the turn; a permanent's "You may play an additional land on
each of your turns." adds to its controller's on each of their turns, while it is on the
battlefield (`rules/land_plays.py`). "Up to N" is N more plays, each of which the player may
use or not. The grammar is `land_plays.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.dsl import own_rules
from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.land_plays import add_land_plays, additional_lands_marker


class LandPlayClauses:
    """The transformer methods of land_plays.lark."""

    def land_plays_this_turn(self, c: list[Any]) -> Node:
        count: int = c[0]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                add_land_plays(ctx.state, r.controller, count)
                ctx.log("305.2", f"{ctx.name(-1 - r.controller)} may play {count} more land(s) this turn")

            return run

        return build

    def land_plays_each_turn(self, c: list[Any]) -> AbilityIR:
        marker = additional_lands_marker(c[0])
        return AbilityIR("ability", items=[lambda text: own_rules(text, marker)])

    def one_additional_land(self, c: list[Any]) -> int:
        return 1

    def additional_lands(self, c: list[Any]) -> int:
        return int(c[-1])
