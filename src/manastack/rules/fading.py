"""Fading (702.32a): "Fading N" means "This permanent enters with N fade counters on it" and
"At the beginning of your upkeep, remove a fade counter from this permanent. If you can't,
sacrifice the permanent." Both abilities carry the keyword's text ("Fading 3")."""

from __future__ import annotations

import dataclasses

from manastack.rules.abilities import ReplacementAbility, TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, StepBegins, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

FADE = "fade"
# 614.1c: "enters with" works as the card moves, from wherever it comes.
_ENTERING_FROM = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


def fading(n: int) -> tuple[ReplacementAbility, TriggeredAbility]:
    """702.32a: the replacement effect (614.1c) and the upkeep trigger of "Fading N"."""
    text = f"Fading {n}"

    def entering(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "battlefield"

    def with_fade_counters(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        return dataclasses.replace(event, counters=(*event.counters, (FADE, n)))

    def your_upkeep(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, StepBegins) and event.step == "upkeep" and \
            event.active == characteristics(state, source.id).controller

    def remove_or_sacrifice(ctx: Ctx, r: Resolving) -> None:
        obj = ctx.state.get(r.source)
        if obj is None or obj.zone != "battlefield":
            return
        if obj.counters.get(FADE, 0) > 0:
            ctx.remove_counters(obj.id, FADE, 1)
            return
        ctx.log("702.32a", f"{ctx.name(obj.id)} has no fade counter to remove: sacrificed")
        ctx.sacrifice(obj.id)

    return (ReplacementAbility(text, entering, with_fade_counters, zones=_ENTERING_FROM),
            TriggeredAbility(text, your_upkeep, remove_or_sacrifice))
