"""What died this turn (700.4): the record behind morbid's "if a creature died this turn".

Each creature put into a graveyard from the battlefield adds one to its controller's (as it
last existed, 608.2h) `creatures_died_this_turn`, which each turn starts at 0 (turns.py).
"""

from __future__ import annotations

from manastack.rules.context import RULE_FOLLOWUPS, Ctx
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


def _follow(ctx: Ctx, event: Event) -> None:
    """700.4: note a creature that died."""
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard":
        return
    s = ctx.state
    gone = s.lki.get(event.obj)
    if gone is None or gone.zone != "battlefield" or event.obj in s.objects:
        return
    chars = characteristics(s, gone.id)
    if chars.is_creature:
        s.player_w(chars.controller).creatures_died_this_turn += 1


RULE_FOLLOWUPS.append(_follow)


def creatures_died_this_turn(state: GameState) -> int:
    """How many creatures died this turn, whoever controlled them."""
    return sum(p.creatures_died_this_turn for p in state.players)
