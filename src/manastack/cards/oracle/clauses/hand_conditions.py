"""A condition on your hand (602.5b, 603.4): "you have no cards in hand" (hellbent, 207.2c),
judged as the ability is activated or as the condition is checked. The grammar is
`hand_conditions.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition
from manastack.rules.state import GameState


class HandConditionClauses:
    """The transformer methods of hand_conditions.lark."""

    def have_no_cards_in_hand(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return not state.players[you].hand
        return Condition(test, "you have no cards in hand")
