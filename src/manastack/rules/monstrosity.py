"""Monstrosity (701.37): "Monstrosity N" means "If this permanent isn't monstrous, put N
+1/+1 counters on it and it becomes monstrous" (701.37a).

Monstrous is a designation of the permanent (701.37b), kept in `GameObject.chosen` under
`MONSTROUS` with the N it became monstrous with (701.37c). A permanent that leaves the
battlefield becomes a new object without it (400.7), so it stays monstrous exactly until
it leaves; it is not a copiable value (707.2). Becoming monstrous is the `BecameMonstrous`
event, which "When this creature becomes monstrous" triggers on.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.context import Ctx
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState

MONSTROUS = "monstrous"      # the key of the designation in GameObject.chosen (701.37b)
MONSTROSITY_X = "monstrosity X"    # 701.37c: the X it became monstrous with by "monstrosity X"


@dataclass(frozen=True, slots=True)
class BecameMonstrous(Event):
    """701.37a: `obj` became monstrous with `amount` +1/+1 counters (701.37c: its X)."""

    obj: int
    amount: int


def is_monstrous(state: GameState, oid: int) -> bool:
    """701.37b: only a permanent is monstrous, from the time it became so until it leaves."""
    obj = state.objects.get(oid)
    return obj is not None and obj.zone == "battlefield" and MONSTROUS in obj.chosen


def monstrosity(ctx: Ctx, oid: int, amount: int, *, is_x: bool = False) -> None:
    """701.37a: if the permanent `oid` isn't monstrous, put `amount` +1/+1 counters on it
    and it becomes monstrous. A permanent already monstrous, or one that left the
    battlefield (701.37b: only permanents), gets nothing and doesn't become monstrous again.
    With `is_x` ("monstrosity X"), the permanent's other abilities' X is `amount` (701.37c)."""
    s = ctx.state
    if oid not in s.battlefield or is_monstrous(s, oid):
        ctx.log("701.37a", f"{ctx.name(oid)} is already monstrous or gone: monstrosity does "
                "nothing")
        return
    ctx.add_counters(oid, "+1/+1", amount)
    if oid not in s.battlefield:
        return
    s.obj_w(oid).chosen[MONSTROUS] = str(amount)
    if is_x:
        s.obj_w(oid).chosen[MONSTROSITY_X] = str(amount)
    ctx.log("701.37a", f"{ctx.name(oid)} becomes monstrous")
    ctx.perform(BecameMonstrous(oid, amount, rule="701.37a"))


def monstrosity_x(source: GameObject) -> int | None:
    """701.37c: the X of the permanent's other abilities, if it became monstrous by
    "monstrosity X" (None otherwise)."""
    value = source.chosen.get(MONSTROSITY_X)
    return int(value) if value is not None else None


def became_monstrous_self(state: GameState, event: Event, source: GameObject) -> bool:
    """The trigger "When this creature becomes monstrous" (701.37a, 603.2)."""
    return isinstance(event, BecameMonstrous) and event.obj == source.id
