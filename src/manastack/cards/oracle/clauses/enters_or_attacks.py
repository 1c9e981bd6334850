""" "Whenever this creature enters or attacks, ..." (603.2): the ability triggers when the
permanent enters the battlefield (603.6a) and again whenever it is declared as an attacker
(508.1m, 508.3a). The grammar is `enters_or_attacks.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import AttackerDeclared, Event, ZoneMove
from manastack.rules.state import GameObject, GameState


class EntersOrAttacksClauses:
    """The transformer methods of enters_or_attacks.lark."""

    def enters_or_attacks_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if isinstance(event, AttackerDeclared):
                return event.obj == source.id
            return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
                event.new_id == source.id

        return TriggerIR(check)
