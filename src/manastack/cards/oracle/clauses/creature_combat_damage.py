""""Whenever a [creature] deals combat damage to a player, ..." (510.2, 120.3, 603.2): one
trigger for each matching creature that deals combat damage to a player; the effect's "it"
is that creature and "that player" the player dealt damage. The grammar is
`creature_combat_damage.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.while_you_control import ANOTHER
from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.events import Damage, Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


class CreatureCombatDamageClauses:
    """The transformer methods of creature_combat_damage.lark."""

    def creature_combat_damage_player_trigger(self, c: list[Any]) -> TriggerIR:
        desc: Desc = c[-1]
        if desc.zone != "battlefield":
            raise Unsupported(f"combat damage dealt by {desc.text}")
        flt = desc.filter.merge(other=True) if ANOTHER in c else desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not (isinstance(event, Damage) and event.combat and event.target < 0
                    and event.source in state.objects):
                return False
            you = characteristics(state, source.id).controller \
                if source.id in state.objects else source.controller
            # 510.2: the creature dealt it as it is on the battlefield.
            return flt.matches(state, event.source, you, source.id)
        return TriggerIR(check, about_self=False, event_obj_key="source",
                         event_player_key="target", event_amount=True)
