""" "When this permanent enters or is put into a graveyard from the battlefield, ..." (603.2):
the ability triggers on either event, once for each. Entering is 603.6a; going to a graveyard
from the battlefield is a leaves-the-battlefield trigger that looks back in time (603.6c,
603.10a), so it triggers even though the permanent is gone. The grammar is
`enters_or_graveyard.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState


class EntersOrGraveyardClauses:
    """The transformer methods of enters_or_graveyard.lark."""

    def enters_or_graveyard_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove):
                return False
            if event.to_zone == "battlefield":
                return event.new_id == source.id
            return event.obj == source.id and event.to_zone == "graveyard" and source.zone == "battlefield"

        return TriggerIR(check, look_back=True)
