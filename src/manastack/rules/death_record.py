"""What died this turn (700.4): the record behind morbid's "if a creature died this turn".

Each creature put into a graveyard from the battlefield is kept in `state.delayed` as
`(DIED, turn, its controller as it last existed, its id)` (608.2h: its last known
information); records of earlier turns are dropped as a new one is made.
"""

from __future__ import annotations

from manastack.rules.context import RULE_FOLLOWUPS, Ctx
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

DIED = "died"


def _follow(ctx: Ctx, event: Event) -> None:
    """700.4: note a creature that died."""
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard":
        return
    s = ctx.state
    gone = s.lki.get(event.obj)
    if gone is None or gone.zone != "battlefield" or event.obj in s.objects:
        return
    chars = characteristics(s, gone.id)
    if not chars.is_creature:
        return
    kept = tuple(r for r in s.delayed if r[0] != DIED or r[1] == s.turn)
    s.delayed = (*kept, (DIED, s.turn, chars.controller, gone.id))


RULE_FOLLOWUPS.append(_follow)


def died_this_turn(state: GameState) -> list[int]:
    """The creatures that died this turn, as they last existed (their ids in `state.lki`)."""
    return [r[3] for r in state.delayed if r[0] == DIED and r[1] == state.turn]
