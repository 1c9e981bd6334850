"""Triggers on this creature becoming blocked (509.3c, 509.3d): the `BlockerDeclared` events
of 509.1i, one for each blocker.

The grammar is `blocked_triggers.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.rules.events import BlockerDeclared, Event
from manastack.rules.state import GameObject, GameState


class BlockedTriggerClauses:
    """The transformer methods of blocked_triggers.lark."""

    def becomes_blocked_trigger(self, c: list[Any]) -> TriggerIR:
        """509.3c: once, on the first of its blockers' declarations."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, BlockerDeclared) or event.attacker != source.id:
                return False
            combat = state.combat
            return combat is None or combat.blockers_of(source.id)[:1] == (event.obj,)
        return TriggerIR(check)

    def blocked_by_trigger(self, c: list[Any]) -> TriggerIR:
        """509.3d: once for each blocker that fits; "that creature" is the blocker."""
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, BlockerDeclared) and event.attacker == source.id and \
                desc.filter.matches(state, event.obj, source.controller, None)
        return TriggerIR(check, about_self=False, event_obj_key="obj")
