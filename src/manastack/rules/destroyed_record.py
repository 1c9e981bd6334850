"""What was destroyed this turn, and by whose spell or ability (701.8a): the record behind
Cobra Trap's "If a noncreature permanent under your control was destroyed this turn by a
spell or ability an opponent controlled".

Each destruction of a noncreature permanent by a resolving spell or ability (608.2: the
object on top of the stack) is kept in `state.delayed` as `(DESTROYED, turn, controller of
the permanent, controller of the spell or ability, the permanent's id)` (its last known
information, 608.2h, stays in `state.lki`); records of earlier turns are dropped
as a new one is made. State-based actions destroy creatures only (704.5g-h), so a
noncreature permanent is destroyed this way by a spell or an ability alone.
"""

from __future__ import annotations

from manastack.rules.context import RULE_FOLLOWUPS, Ctx, hook_events
from manastack.rules.events import Destroy, Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

DESTROYED = "destroyed noncreature"


def _follow(ctx: Ctx, event: Event) -> None:
    """701.8a: note a noncreature permanent destroyed by the spell or ability resolving."""
    if not isinstance(event, Destroy):
        return
    s = ctx.state
    gone = s.lki.get(event.obj)
    if gone is None or event.obj in s.objects or not s.stack:
        return
    chars = characteristics(s, gone.id)
    if chars.is_creature:
        return
    by = s.objects[s.stack[-1]].controller
    kept = tuple(r for r in s.delayed if r[0] != DESTROYED or r[1] == s.turn)
    s.delayed = (*kept, (DESTROYED, s.turn, chars.controller, by, gone.id))


RULE_FOLLOWUPS.append(_follow)
hook_events(_follow, Destroy)


def destroyed_by_opponent(state: GameState, you: int) -> list[int]:
    """The noncreature permanents `you` controlled that were destroyed this turn by a spell
    or ability an opponent of theirs controlled (102.3), as they last existed."""
    opponents = state.opponents(you)
    return [r[4] for r in state.delayed if r[0] == DESTROYED and r[1] == state.turn
            and r[2] == you and r[3] in opponents]
