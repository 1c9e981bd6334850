"""Keywords whose permanent enters with counters (614.1c), each compiled to abilities that
carry the keyword's text ("Fading 3"):

- fading (702.32a): "This permanent enters with N fade counters on it" and "At the beginning
  of your upkeep, remove a fade counter from this permanent. If you can't, sacrifice the
  permanent.";
- vanishing (702.63a-b): "This permanent enters with N time counters on it" (not for a bare
  "Vanishing"), "At the beginning of your upkeep, if this permanent has a time counter on
  it, remove a time counter from it" (603.4: checked as it triggers and as it resolves) and
  "When the last time counter is removed from this permanent, sacrifice it." (however the
  counter is removed; 702.63c: each instance works separately);
- modular (702.43a): "This permanent enters with N +1/+1 counters on it" and "When this
  permanent is put into a graveyard from the battlefield, you may put a +1/+1 counter on
  target artifact creature for each +1/+1 counter on this permanent." (counted as it last
  existed, 608.2h);
- fabricate (702.123a): "When this permanent enters, you may put N +1/+1 counters on it. If
  you don't, create N 1/1 colorless Servo artifact creature tokens." (the Servo's
  definition comes from the card compiler);
- riot (702.136a): "You may have this permanent enter with an additional +1/+1 counter on
  it. If you don't, it gains haste." The choice is made as the replacement effect applies
  (614.1c, 614.12) and kept on the entering event (`ZoneMove.chosen`); the haste is then an
  effect on the new permanent for as long as it stays (`riot_haste`, a rule follow-up);
- unleash (702.98a): "You may have this permanent enter with an additional +1/+1 counter on
  it" and "This permanent can't block as long as it has a +1/+1 counter on it." (509.1a,
  the "can't block" marker of layer 6, 613.1f).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from manastack.rules.abilities import (
    CardDef,
    ReplacementAbility,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
)
from manastack.rules.context import RULE_FOLLOWUPS, Ctx, Resolving, hook_events
from manastack.rules.events import Event, RemoveCounters, StepBegins, ZoneMove
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameObject, GameState

FADE = "fade"
TIME = "time"
# 614.1c: "enters with" works as the card moves, from wherever it comes.
_ENTERING_FROM = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


def enters_with_counters(text: str, kind: str, n: int) -> ReplacementAbility:
    """614.1c: "This permanent enters with N [kind] counters on it"."""
    def entering(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "battlefield"

    def with_counters(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        return dataclasses.replace(event, counters=(*event.counters, (kind, n)))
    return ReplacementAbility(text, entering, with_counters, zones=_ENTERING_FROM)


def fading(n: int) -> tuple[ReplacementAbility, TriggeredAbility]:
    """702.32a: the replacement effect (614.1c) and the upkeep trigger of "Fading N"."""
    text = f"Fading {n}"

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

    return (enters_with_counters(text, FADE, n),
            TriggeredAbility(text, your_upkeep, remove_or_sacrifice))


def last_counter_removed(kind: str) -> Callable[[GameState, Event, GameObject], bool]:
    """"When the last [kind] counter is removed from this": a removal of such counters from
    the object (as many as it really lost, `context._handle_remove_counters`) that left it
    none."""
    def removed(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, RemoveCounters) and event.obj == source.id and \
            event.kind == kind and source.counters.get(kind, 0) == 0
    return removed


def vanishing(n: int | None) -> tuple[ReplacementAbility | TriggeredAbility, ...]:
    """702.63a-b: the abilities of "Vanishing N" (of "Vanishing" with `n` None)."""
    text = "Vanishing" if n is None else f"Vanishing {n}"

    def your_upkeep(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, StepBegins) and event.step == "upkeep" and \
            event.active == characteristics(state, source.id).controller

    def has_time_counter(state: GameState, source: GameObject) -> bool:
        return source.counters.get(TIME, 0) > 0

    def remove_one(ctx: Ctx, r: Resolving) -> None:
        obj = ctx.state.get(r.source)
        if obj is not None and obj.zone == "battlefield" and has_time_counter(ctx.state, obj):
            ctx.remove_counters(obj.id, TIME, 1)

    def sacrifice_it(ctx: Ctx, r: Resolving) -> None:
        obj = ctx.state.get(r.source)
        if obj is not None and obj.zone == "battlefield":
            ctx.log("702.63a", f"the last time counter was removed from {ctx.name(obj.id)}: "
                    "sacrificed")
            ctx.sacrifice(obj.id)

    triggers = (TriggeredAbility(text, your_upkeep, remove_one, intervening_if=has_time_counter),
                TriggeredAbility(text, last_counter_removed(TIME), sacrifice_it))
    return triggers if n is None else (enters_with_counters(text, TIME, n), *triggers)


def _artifact_creature(state: GameState, ref: int, controller: int) -> bool:
    if ref < 0 or ref not in state.objects or state.objects[ref].zone != "battlefield":
        return False
    chars = characteristics(state, ref)
    return chars.is_creature and chars.is_("Artifact")


ARTIFACT_CREATURE = TargetSpec("target artifact creature", _artifact_creature)


def modular(n: int) -> tuple[ReplacementAbility, TriggeredAbility]:
    """702.43a: the replacement effect and the "may" trigger of "Modular N"."""
    text = f"Modular {n}"

    def put_into_graveyard(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "graveyard" and source.zone == "battlefield"

    def move_counters(ctx: Ctx, r: Resolving) -> None:
        gone = ctx.state.last_known(r.source)
        target = r.target(0)
        if gone is None or target is None:
            return
        ctx.add_counters(target, "+1/+1", gone.counters.get("+1/+1", 0))

    return (enters_with_counters(text, "+1/+1", n),
            TriggeredAbility(text, put_into_graveyard, move_counters, (ARTIFACT_CREATURE,),
                             optional=True, look_back=True))


def fabricate(n: int, servo: CardDef) -> TriggeredAbility:
    """702.123a: the enters trigger of "Fabricate N"; the counters only while the permanent
    is still on the battlefield (400.7), the Servos otherwise."""
    text = f"Fabricate {n}"

    def entered(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.new_id == source.id

    def counters_or_servos(ctx: Ctx, r: Resolving) -> None:
        here = ctx.state.get(r.source)
        if here is not None and here.zone == "battlefield" and ctx.may(
                r.controller, f"{ctx.name(r.source)}: put {n} +1/+1 counter(s) on it "
                f"(702.123a)? If you don't, you create {n} Servo token(s)"):
            ctx.add_counters(r.source, "+1/+1", n)
            return
        ctx.log("702.123a", f"{ctx.name(r.source)}: {n} Servo token(s) instead of counters")
        ctx.create_token(r.controller, servo, n)

    return TriggeredAbility(text, entered, counters_or_servos)


RIOT_HASTE = ("riot", "haste")      # 702.136a: the choice kept on the entering event


def _may_enter_with_a_counter(text: str, rule: str, declined: tuple[tuple[str, str], ...]
                              ) -> ReplacementAbility:
    """614.1c, 614.12: "You may have this permanent enter with an additional +1/+1 counter
    on it", chosen by the player it will enter under; `declined` is kept on the event if
    they don't."""
    def entering(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "battlefield"

    def choose(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        player = event.controller if event.controller is not None else source.owner
        if ctx.may(player, f"{ctx.name(source.id)} enters: with an additional +1/+1 counter "
                   f"({rule})?"):
            return dataclasses.replace(event, counters=(*event.counters, ("+1/+1", 1)))
        return dataclasses.replace(event, chosen=(*event.chosen, *declined))
    return ReplacementAbility(text, entering, choose, zones=_ENTERING_FROM)


def riot() -> ReplacementAbility:
    """702.136a: the replacement effect of riot; 702.136b: each instance works separately."""
    return _may_enter_with_a_counter("Riot", "702.136a", (RIOT_HASTE,))


def riot_haste(ctx: Ctx, event: Event) -> None:
    """702.136a: "If you don't, it gains haste": a permanent that entered without riot's
    counter has haste from then on (611.2a: no duration; it ends as it leaves, 400.7)."""
    if type(event) is not ZoneMove or RIOT_HASTE not in event.chosen or event.new_id is None:
        return
    new = ctx.state.get(event.new_id)
    if new is None or new.zone != "battlefield":
        return
    ctx.log("702.136a", f"{ctx.name(new.id)} gains haste (riot)")
    ctx.add_effect("keywords", ("haste",), (new.id,), "permanent", source=new.id,
                   controller=new.controller)


RULE_FOLLOWUPS.append(riot_haste)
hook_events(riot_haste, ZoneMove)


def unleash() -> tuple[ReplacementAbility, StaticAbility]:
    """702.98a: the two static abilities of unleash."""
    def itself_with_a_counter(state: GameState, source: GameObject, candidate: GameObject
                              ) -> bool:
        return candidate.id == source.id and source.counters.get("+1/+1", 0) > 0

    def cant_block(c: Chars, source: GameObject) -> None:
        c.rules.add("can't block")

    return (_may_enter_with_a_counter("Unleash", "702.98a", ()),
            StaticAbility("Unleash", "6", itself_with_a_counter, cant_block))
