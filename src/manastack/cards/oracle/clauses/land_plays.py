"""More land plays (305.2): a resolved "You may play an additional land this turn." adds to
its controller's allowance for the turn; a permanent's "You may play an additional land on
each of your turns." adds to its controller's on each of their turns, while it is on the
battlefield (`rules/land_plays.py`). "Up to N" is N more plays, each of which the player may
use or not. A trigger on a land its controller plays (305.1, 603.2). The grammar is `land_plays.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.dsl import own_rules
from manastack.cards.oracle.forms import AbilityIR, Desc, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.land_plays import add_land_plays, additional_lands_marker
from manastack.rules.land_types import LAND_TYPES
from manastack.rules.state import GameObject, GameState


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

    def play_land_trigger(self, c: list[Any]) -> TriggerIR:
        """305.1: a land is played by its controller's special action, which moves it to the
        battlefield for the reason "play"; "another" is any land but this permanent."""
        other = "another" in c
        desc: Desc = c[-1]
        flt = desc.filter
        if "Land" not in flt.types and not (flt.subtypes and flt.subtypes <= LAND_TYPES):
            # 701.18b: "play a card" is also casting it as a spell, not only a land play.
            raise Unsupported(f"playing {desc.text}, not a land")

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove) or event.reason != "play" \
                    or event.new_id is None or event.controller != source.controller:
                return False
            if other and event.new_id == source.id:
                return False
            return flt.matches(state, event.new_id, source.controller, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="new_id")
