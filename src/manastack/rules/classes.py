"""Class levels (716).

A level is a designation of the permanent (716.2b), kept in `GameObject.chosen` under
`CLASS_LEVEL`. A permanent without one is treated as level 1 (716.2d), so a Class enters at
level 1 and a new object (400.7) starts again there. Levels are not copiable (716.2b) and
are not level counters (716.4). A class level bar "[Cost]: Level N" is the activated ability
"[Cost]: This Class's level becomes N. Activate only if this Class is level N-1 and only as
a sorcery" (716.2a); its level becoming N is the `BecameLevel` event, which "When this
Class becomes level N" triggers on.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState

CLASS_LEVEL = "class level"     # the key of the designation in GameObject.chosen (716.2b)


@dataclass(frozen=True, slots=True)
class BecameLevel(Event):
    """716.2a: the permanent `obj`'s level became `level`."""

    obj: int
    level: int


def class_level(obj: GameObject) -> int:
    """716.2d: the permanent's level; 1 for one that has none."""
    return int(obj.chosen.get(CLASS_LEVEL, "1"))


def level_becomes(level: int) -> Callable[[Ctx, Resolving], None]:
    """716.2a: the effect "This Class's level becomes N" of a level bar's ability. A source
    that left the battlefield is a new object or gone (400.7): nothing happens."""
    def effect(ctx: Ctx, r: Resolving) -> None:
        s = ctx.state
        if r.source not in s.battlefield:
            ctx.log("716.2a", f"{ctx.name(r.source)} is gone: its level doesn't change")
            return
        s.obj_w(r.source).chosen[CLASS_LEVEL] = str(level)
        ctx.log("716.2a", f"{ctx.name(r.source)} becomes level {level}")
        ctx.perform(BecameLevel(r.source, level, rule="716.2a"))
    return effect


def is_level(level: int) -> Callable[[GameState, int, int], bool]:
    """716.2a: "Activate only if this Class is level N" (602.5b), on the source."""
    def holds(state: GameState, controller: int, source: int) -> bool:
        obj = state.objects.get(source)
        return obj is not None and class_level(obj) == level
    return holds


def became_level_self(level: int) -> Callable[[GameState, Event, GameObject], bool]:
    """The trigger "When this Class becomes level N" (603.2)."""
    def trigger(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, BecameLevel) and event.obj == source.id and event.level == level
    return trigger
