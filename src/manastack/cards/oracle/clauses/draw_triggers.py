"""Another player's draw as a trigger event: "Whenever an opponent / a player draws a card"
(121.1: each card drawn is one event, 121.2; 603.2). The grammar is `draw_triggers.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR, tokens_of
from manastack.rules.events import Draw, Event
from manastack.rules.state import GameObject, GameState


class DrawTriggerClauses:
    """The transformer methods of draw_triggers.lark."""

    def player_draw_trigger(self, c: list[Any]) -> TriggerIR:
        opponents_only = "opponent" in tokens_of(c)

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, Draw):
                return False
            # 102.2-102.3: an opponent is a player not on the controller's team.
            return not opponents_only or \
                state.players[event.player].team != state.players[source.controller].team
        # "that player" is the player who drew (by index).
        return TriggerIR(check, about_self=False, event_player_key="player",
                         event_player_index=True)
