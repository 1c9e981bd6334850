"""Case cards (719).

Solved is a designation of the permanent (719.3b), kept in `GameObject.chosen` under
`SOLVED`: a permanent that becomes solved stays so until it leaves the battlefield (a new
object, 400.7, has no designation). It is not copiable. "To solve — [condition]" is the
triggered ability "At the beginning of your end step, if [condition] and this Case is not
solved, this Case becomes solved" (719.3a); "Solved — [ability]" is an ability that works
only while the Case is solved (719.3c). Becoming solved is the `BecameSolved` event.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState

SOLVED = "solved"     # the key of the designation in GameObject.chosen (719.3b)


@dataclass(frozen=True, slots=True)
class BecameSolved(Event):
    """719.3a: the permanent `obj` became solved."""

    obj: int


def is_solved(obj: GameObject) -> bool:
    """719.3b: whether the permanent has the solved designation."""
    return obj.zone == "battlefield" and SOLVED in obj.chosen


def solved_source(state: GameState, controller: int, source: int) -> bool:
    """719.3c: "Activate only if this Case is solved" (602.5b), on the source."""
    obj = state.objects.get(source)
    return obj is not None and is_solved(obj)


def becomes_solved(ctx: Ctx, r: Resolving) -> None:
    """719.3a: "this Case becomes solved" (nothing once it has left the battlefield, 400.7)."""
    s = ctx.state
    if r.source not in s.battlefield or is_solved(s.objects[r.source]):
        return
    s.obj_w(r.source).chosen[SOLVED] = "yes"
    ctx.log("719.3a", f"{ctx.name(r.source)} becomes solved")
    ctx.perform(BecameSolved(r.source, rule="719.3a"))
