""""Another target [object]" (115.1, 400.7) and "Whenever this [permanent] or another
[permanent] enters" (603.2). The grammar is `another.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, TriggerIR, desc_target, targetable
from manastack.cards.oracle.semantics import ObjRef
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState


class AnotherClauses:
    """The transformer methods of another.lark."""

    def another_target_objects(self, c: list[Any]) -> ObjRef:
        desc: Desc = targetable(c[0])
        # `other`: not the ability's source, nor the card it became (rules/targets.py).
        spec = replace(desc_target(desc, text=f"another target {desc.text}"), other=True)
        return sem.target_obj(spec, f"another target {desc.text}", desc.filter, desc.zone)

    def self_or_another_enters_trigger(self, c: list[Any]) -> TriggerIR:
        desc: Desc = c[-1]
        flt = desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, ZoneMove) or event.to_zone != "battlefield" or \
                    event.new_id is None:
                return False
            return event.new_id == source.id or \
                flt.matches(state, event.new_id, source.controller, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="new_id")
