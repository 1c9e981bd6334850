"""Renown (702.112): "Renown N" means "When this creature deals combat damage to a player, if
it isn't renowned, put N +1/+1 counters on it and it becomes renowned." (702.112a).

Renowned is a designation of the permanent (702.112b), kept in `GameObject.chosen` under
`RENOWNED`: a permanent that leaves the battlefield becomes a new object without it (400.7),
and it is not a copiable value (707.2). The "if" is an intervening "if" (603.4), so of
several instances only the first to resolve does anything (702.112c). Becoming renowned is
the `BecameRenowned` event, which "When this creature becomes renowned" triggers on.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Damage, Event
from manastack.rules.state import GameObject, GameState

RENOWNED = "renowned"  # the key of the designation in GameObject.chosen (702.112b)


@dataclass(frozen=True, slots=True)
class BecameRenowned(Event):
    """702.112a: `obj` became renowned."""

    obj: int


def is_renowned(state: GameState, oid: int) -> bool:
    """702.112b: only a permanent is renowned, from the time it became so until it leaves."""
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == "battlefield" and RENOWNED in obj.chosen


def became_renowned_self(state: GameState, event: Event, source: GameObject) -> bool:
    """The trigger "When this creature becomes renowned" (603.2)."""
    return isinstance(event, BecameRenowned) and event.obj == source.id


def renown(n: int) -> TriggeredAbility:
    """702.112a: the triggered ability of "Renown N"."""

    def combat_damage_to_a_player(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, Damage) and event.combat and event.source == source.id and event.target < 0

    def not_renowned(state: GameState, source: GameObject) -> bool:
        return RENOWNED not in source.chosen

    def becomes_renowned(ctx: Ctx, r: Resolving) -> None:
        s = ctx.state
        if r.source not in s.battlefield:
            return  # 702.112b: only permanents become renowned
        ctx.add_counters(r.source, "+1/+1", n)
        if r.source not in s.battlefield:
            return
        s.obj_w(r.source).chosen[RENOWNED] = "1"
        ctx.log("702.112a", f"{ctx.name(r.source)} becomes renowned")
        ctx.perform(BecameRenowned(r.source, rule="702.112a"))

    return TriggeredAbility(
        f"Renown {n}", combat_damage_to_a_player, becomes_renowned, intervening_if=not_renowned
    )
