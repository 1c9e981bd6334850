"""A trigger on a permanent put into your graveyard from the battlefield (603.2, 603.10a:
judged as it last existed on the battlefield; 404.1: only what you own goes to your
graveyard). The grammar is `to_your_graveyard.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState


class ToYourGraveyardClauses:
    """The transformer methods of to_your_graveyard.lark."""

    def to_your_graveyard_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]
        flt = desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove) or event.to_zone != "graveyard" \
                    or event.new_id is None:
                return False
            old = state.lki.get(event.obj)
            if old is None or old.zone != "battlefield":
                return False
            if other and event.obj == source.id:
                return False
            new = state.get(event.new_id)
            if new is None or new.owner != source.controller:      # 404.1: your graveyard
                return False
            return flt.matches(state, event.obj, source.controller, None)
        return TriggerIR(check, look_back=True, about_self=False, found_zone="graveyard")
