"""Delayed triggered abilities (603.7).

An effect may create a triggered ability that does something later: "Exile it at the
beginning of the next end step", "When that creature leaves the battlefield, ...". Card
code defines each such ability once, at import, with `delayed_ability(name, text, when,
effect)`: the ability is registered under a key that saves name (and `stack.INHERENT`
finds it again on the stack), so the state holds no code. A resolving spell or ability, a
replacement effect or a static ability then creates it with `create_delayed_trigger`,
which adds a plain record to `state.delayed`; `delayed_triggers`, one of
`context.RULE_TRIGGERS`, finds the records an event triggers.

A record is the tuple `(DELAYED, key, source, controller, objects, turn, duration)`, read
through `Delayed`: the registered ability, its source and controller (603.7d-g), the
objects it refers to with the zone each is expected to be in (603.7c), the turn it was
created in and its stated duration ("" for none: it triggers only once, 603.7b). Other
modules keep records of their own kinds in `state.delayed` too (rules/designations.py);
this one leaves them alone.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from manastack.rules.abilities import Effect, TriggeredAbility
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, RulesError
from manastack.rules.events import Event, StepBegins, ZoneMove, describe
from manastack.rules.layers import characteristics
from manastack.rules.stack import INHERENT
from manastack.rules.state import STEPS, GameObject, GameState, PendingTrigger, Step

DELAYED = "delayed trigger"          # the kind of this module's records in `state.delayed`
KEY_PREFIX = "delayed: "             # no card is named so: keys never shadow a card's abilities
THIS_TURN = "this turn"              # 603.7b: a stated duration
REFERS_TO = "refers to"              # the key of the referred objects in the event data


class Delayed(NamedTuple):
    """A pending delayed triggered ability, as a record of `state.delayed` reads."""

    key: str                                  # the registered `DelayedAbility`
    source: int | None                        # 603.7d-g
    controller: int                           # 603.7d-g
    objects: tuple[tuple[int, str], ...]      # (object, the zone it's expected in), 603.7c
    turn: int                                 # the turn it was created in
    duration: str                             # "" (only once, 603.7b) or THIS_TURN

    @classmethod
    def of(cls, record: tuple[Any, ...]) -> Delayed:
        return cls(*record[1:])

    def record(self) -> tuple[Any, ...]:
        """The plain tuple kept in `state.delayed` (a plain tuple, not this class: the
        state's values are atoms and tuples only)."""
        return (DELAYED, *self)


# When a delayed triggered ability triggers: (state, event, the pending record).
Condition = Callable[[GameState, Event, Delayed], bool]


@dataclass(frozen=True, slots=True)
class DelayedAbility:
    """A delayed triggered ability as card code defines it (registered by `key`)."""

    key: str
    text: str
    when: Condition
    effect: Effect
    optional: bool = False


_ABILITIES: dict[str, DelayedAbility] = {}


def _never(state: GameState, event: Event, source: GameObject) -> bool:
    return False      # found by `delayed_triggers`, never by watching objects


def delayed_ability(name: str, text: str, when: Condition, effect: Effect, *,
                    optional: bool = False) -> DelayedAbility:
    """Define and register a delayed triggered ability (call it once, at import). `name`
    must be unique ("Flickerwisp", "unearth"); `text` is the delayed ability's own text."""
    key = KEY_PREFIX + name
    if key in INHERENT:
        raise ValueError(f"delayed triggered ability {name!r} is defined twice")
    ability = DelayedAbility(key, text, when, effect, optional)
    _ABILITIES[key] = ability
    INHERENT[key] = (TriggeredAbility(text, _never, effect, optional=optional),)
    return ability


def _ability(key: str) -> DelayedAbility:
    found = _ABILITIES.get(key)
    if found is None:
        raise RulesError(f"unknown delayed triggered ability {key!r} (is the module "
                         "that defines it imported?)")
    return found


# -- trigger conditions ------------------------------------------------------------------
# 502.4: no trigger in the untap step; 514.3a: the cleanup step's wait until it checks.
_STEPS_THAT_BEGIN = frozenset(s.value for s in STEPS) - {Step.UNTAP.value}


def at_next_step(step: str, yours: bool = False) -> Condition:
    """"At the beginning of the next [step]": the first such step to begin after the
    ability is created (603.7a, so not one that has already begun, 513.2). With `yours`,
    "at the beginning of your next [step]": of a turn of its controller (with shared team
    turns, their team's turn, 805.4a)."""
    if step not in _STEPS_THAT_BEGIN:
        raise ValueError(f"no delayed trigger at the beginning of the {step!r} step")

    def check(state: GameState, event: Event, d: Delayed) -> bool:
        if not isinstance(event, StepBegins) or event.step != step:
            return False
        players = state.players
        return not yours or players[event.active].team == players[d.controller].team
    return check


def when_leaves_battlefield(index: int = 0) -> Condition:
    """"When [that permanent] leaves the battlefield": the object the ability refers to
    in position `index` moves from the battlefield to any zone (603.6c). If it left before
    the ability was created, the ability never triggers (603.7a)."""
    def check(state: GameState, event: Event, d: Delayed) -> bool:
        if not isinstance(event, ZoneMove) or index >= len(d.objects) \
                or event.obj != d.objects[index][0]:
            return False
        old = state.lki.get(event.obj)
        return old is not None and old.zone == "battlefield"
    return check


# -- creating ----------------------------------------------------------------------------
def create_delayed_trigger(ctx: Ctx, creator: Resolving | GameObject, ability: DelayedAbility,
                           objects: Sequence[int] = (), *, this_turn: bool = False) -> None:
    """603.7a: create a delayed triggered ability. `creator` is the resolving spell or
    ability that creates it, or the object whose static ability creates it (through a
    replacement effect being applied, or as a player takes an action it allows).
    `objects` are the objects it refers to, each expected to stay in the zone it is in
    now (603.7c). It triggers only once unless `this_turn` (603.7b)."""
    s = ctx.state
    if isinstance(creator, Resolving):
        # 603.7d: a spell's source is that spell (a resolving spell is its own source);
        # 603.7e: an activated or triggered ability's is that ability's source. Its
        # controller controlled that spell or ability as it resolved.
        source: int = creator.source
        controller = creator.controller
    else:
        # 603.7f-g: the object with the static ability, and its controller now.
        source = creator.id
        controller = characteristics(s, creator.id).controller
    refs = tuple((oid, _zone_of(s, oid)) for oid in objects)
    d = Delayed(ability.key, source, controller, refs, s.turn, THIS_TURN if this_turn else "")
    s.delayed = (*s.delayed, d.record())
    about = f" ({', '.join(ctx.name(oid) for oid in objects)})" if objects else ""
    ctx.log("603.7a", f"{ctx.name(source)} creates a delayed triggered ability controlled by "
            f"{s.players[controller].name}: {ability.text}{about}")


def _zone_of(state: GameState, oid: int) -> str:
    obj = state.get(oid)
    return obj.zone if obj is not None else ""     # gone already: it will never be found


# -- triggering --------------------------------------------------------------------------
def delayed_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """603.7b: the delayed triggered abilities this event triggers, each controlled by its
    own controller (603.3a, 603.7d-g). One without a stated duration triggers only once,
    the next time its event occurs, and is then gone; one with a duration ("this turn")
    lasts until that duration ends."""
    records = state.delayed
    if not records:
        return []
    found: list[PendingTrigger] = []
    kept: list[tuple[Any, ...]] = []
    data: dict[str, Any] | None = None
    for record in records:
        if record[0] != DELAYED:
            kept.append(record)
            continue
        d = Delayed.of(record)
        if d.duration == THIS_TURN and d.turn != state.turn:
            continue          # 603.7b: its stated duration is over
        if not _ability(d.key).when(state, event, d):
            kept.append(record)
            continue
        if d.duration:
            kept.append(record)
        if data is None:
            data = describe(event)
        event_data = tuple(sorted({**data, REFERS_TO: d.objects}.items()))
        found.append(PendingTrigger((d.key, 0), d.source, d.controller, event_data,
                                    order + len(found)))
    if len(kept) != len(records):
        state.delayed = tuple(kept)
    return found


RULE_TRIGGERS.append(delayed_triggers)


# -- resolving ---------------------------------------------------------------------------
def that_object(ctx: Ctx, r: Resolving, index: int = 0) -> int | None:
    """603.7c: the object a resolving delayed triggered ability refers to (in position
    `index`), even if its characteristics have changed; None if it is no longer in the
    zone it's expected to be in. An object that left that zone and came back is a new
    object (400.7), which the ability doesn't affect."""
    refs = r.event.get(REFERS_TO, ())
    if index >= len(refs):
        return None
    oid, zone = refs[index]
    obj = ctx.state.get(oid)
    if obj is None or obj.zone != zone:
        where = {"battlefield": "on the battlefield", "exile": "in exile", "stack": "on the stack",
                 "": "where it was"}.get(zone, f"in its owner's {zone}")
        ctx.log("603.7c", f"{ctx.name(oid)} is no longer {where}: the delayed triggered "
                "ability doesn't affect it")
        return None
    return int(oid)


def that_objects(ctx: Ctx, r: Resolving) -> list[int]:
    """603.7c: every object a resolving delayed triggered ability refers to that is still
    in the zone it's expected to be in ("exile them", "sacrifice those creatures")."""
    found = (that_object(ctx, r, index) for index in range(len(r.event.get(REFERS_TO, ()))))
    return [oid for oid in found if oid is not None]


def pending(state: GameState) -> list[Delayed]:
    """The delayed triggered abilities waiting to trigger, oldest first."""
    found = [Delayed.of(r) for r in state.delayed if r[0] == DELAYED]
    return [d for d in found if d.duration != THIS_TURN or d.turn == state.turn]
