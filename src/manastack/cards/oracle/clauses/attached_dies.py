""" "Whenever equipped / enchanted creature dies" (603.6c, 603.10a, 700.4): the creature
the source was attached to as it left the battlefield went to a graveyard. The Equipment
or Aura still names it then: it becomes unattached (704.5n) or goes to the graveyard
(704.5m) only as state-based actions are next checked. The grammar is `attached_dies.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState


def attached_creature_died(state: GameState, event: Event, source: GameObject) -> bool:
    """700.4: the object `source` is attached to moved from the battlefield to a graveyard."""
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard" or event.new_id is None:
        return False
    old = state.lki.get(event.obj)
    return old is not None and old.zone == "battlefield" and source.attached_to == event.obj


class AttachedDiesClauses:
    """The transformer methods of attached_dies.lark."""

    def attached_dies_trigger(self, c: list[Any]) -> TriggerIR:
        # 400.7e: "that card" is the creature card in the graveyard.
        return TriggerIR(attached_creature_died, look_back=True, about_self=False, found_zone="graveyard")
