"""Evolve (702.100): "Whenever a creature you control enters, if that creature's power is
greater than this creature's power and/or that creature's toughness is greater than this
creature's toughness, put a +1/+1 counter on this creature." (702.100a).

The "if" is an intervening "if" (603.4): checked as the creature enters, and again as the
ability resolves, then with the entering creature as it last existed if it has left
(608.2h). A noncreature can't compare (702.100c): either one no longer a creature fails.
The creature evolves when the counter is put on it (702.100b): the `Evolved` event.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


@dataclass(frozen=True, slots=True)
class Evolved(Event):
    """702.100b: `obj` evolved."""

    obj: int


def _greater(state: GameState, entered: int, evolving: int) -> bool:
    """702.100a, 702.100c: the entering creature's power or toughness is the greater."""
    new, mine = characteristics(state, entered), characteristics(state, evolving)
    if not (new.is_creature and mine.is_creature):
        return False
    return (new.power or 0) > (mine.power or 0) or (new.toughness or 0) > (mine.toughness or 0)


def evolves_self(state: GameState, event: Event, source: GameObject) -> bool:
    """The trigger "Whenever this creature evolves" (702.100b, 603.2)."""
    return isinstance(event, Evolved) and event.obj == source.id


def evolve() -> TriggeredAbility:
    """702.100a: the triggered ability of evolve; 702.100d: each instance triggers."""

    def creature_you_control_enters(state: GameState, event: Event, source: GameObject) -> bool:
        if (
            not isinstance(event, ZoneMove)
            or event.to_zone != "battlefield"
            or event.new_id is None
            or event.new_id == source.id
        ):
            return False
        entered = state.get(event.new_id)
        return (
            entered is not None
            and entered.zone == "battlefield"
            and characteristics(state, entered.id).controller == characteristics(state, source.id).controller
            and _greater(state, entered.id, source.id)
        )

    def put_a_counter(ctx: Ctx, r: Resolving) -> None:
        s = ctx.state
        entered = r.event.get("new_id")
        if (
            r.source not in s.battlefield
            or not isinstance(entered, int)
            or s.last_known(entered) is None
            or not _greater(s, entered, r.source)
        ):
            ctx.log("603.4", f"{ctx.name(r.source)}: evolve does nothing (its condition is false)")
            return
        ctx.add_counters(r.source, "+1/+1", 1)
        ctx.log("702.100b", f"{ctx.name(r.source)} evolves")
        ctx.perform(Evolved(r.source, rule="702.100b"))

    return TriggeredAbility("Evolve", creature_you_control_enters, put_a_counter)
