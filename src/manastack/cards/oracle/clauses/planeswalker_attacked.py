"""A trigger on an opponent attacking one of your planeswalkers with one or more creatures
(508.1, 508.3b, 508.3d). The grammar is `planeswalker_attacked.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.abilities import ref_player
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def _attacks_planeswalker_of(state: GameState, defender: int, you: int) -> bool:
    if ref_player(defender) is not None or state.get(defender) is None:
        return False
    chars = characteristics(state, defender)
    return chars.is_("Planeswalker") and chars.controller == you


class PlaneswalkerAttackedClauses:
    """The transformer methods of planeswalker_attacked.lark."""

    def opponent_attacks_your_planeswalker_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            combat = state.combat
            if not isinstance(event, AttackerDeclared) or combat is None:
                return False
            you = characteristics(state, source.id).controller
            attacker = event.attacking_player
            if attacker < 0 or state.players[attacker].team == state.players[you].team:
                return False
            # 508.3d: once per declaration: only for the first creature declared (508.1)
            # that attacks a planeswalker of yours.
            first = next((a for a, d in combat.attackers
                          if _attacks_planeswalker_of(state, d, you)), None)
            return first == event.obj
        return TriggerIR(check, about_self=False, event_player_key="attacking_player",
                         event_player_index=True)
