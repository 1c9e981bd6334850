"""Zone changes "until" an event (610.3): "exile [objects] until [this permanent] leaves
the battlefield" (Banishing Light and its kind).

Each exiled object is kept in `state.delayed` as the plain record (UNTIL_LEAVES, exiled
object, source); immediately after the source leaves the battlefield, a second one-shot
effect returns every object it exiled so to the battlefield under its owner's control
(610.3, 610.3c), all at once (610.3d). An object that left exile meanwhile is a new object
(400.7) and stays where it is.
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.context import RULE_FOLLOWUPS, Ctx, hook_events
from manastack.rules.events import Event, ZoneMove

UNTIL_LEAVES = "exiled until its source leaves the battlefield"


def exile_until_source_leaves(ctx: Ctx, ids: Sequence[int], source: int) -> list[int]:
    """Exile `ids` until `source` leaves the battlefield; returns the exiled objects' new
    ids. 610.3a-b: if the source has already left the battlefield (it is another object
    now, 400.7), nothing is exiled."""
    s = ctx.state
    still_there = s.get(source)
    if still_there is None or still_there.zone != "battlefield":
        ctx.log("610.3a", f"{ctx.name(source)} has left the battlefield: nothing is exiled")
        return []
    exiled: list[int] = []
    with ctx.simultaneously(ids):
        for oid in ids:
            new = ctx.exile(oid)
            if new is not None:
                exiled.append(new)
    s = ctx.state
    s.delayed = (*s.delayed, *((UNTIL_LEAVES, new, source) for new in exiled))
    return exiled


def _after_source_leaves(ctx: Ctx, event: Event) -> None:
    """610.3: immediately after the source leaves the battlefield, what it exiled returns
    to the battlefield under its owner's control (610.3c), simultaneously (610.3d)."""
    s = ctx.state
    if not isinstance(event, ZoneMove) or not s.delayed:
        return
    ending = [r for r in s.delayed if r[0] == UNTIL_LEAVES and r[2] == event.obj]
    if not ending:
        return
    old = s.lki.get(event.obj)
    if old is None or old.zone != "battlefield":
        return
    s.delayed = tuple(r for r in s.delayed if r not in ending)
    back = [r[1] for r in ending if (obj := s.get(r[1])) is not None and obj.zone == "exile"]
    with ctx.simultaneously(back):
        for oid in back:
            ctx.log("610.3", f"{ctx.name(oid)} returns to the battlefield: "
                    f"{ctx.name(event.obj)} left the battlefield")
            ctx.move(oid, "battlefield", "put")      # 610.3c: under its owner's control


RULE_FOLLOWUPS.append(_after_source_leaves)
hook_events(_after_source_leaves, ZoneMove)
