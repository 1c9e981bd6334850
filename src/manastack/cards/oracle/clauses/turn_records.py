"""Conditions on this turn's records of the players (207.2c ability words such as raid):
"you attacked this turn" (508.1: the player declared at least one attacking creature this
turn), "an opponent lost life this turn" (119.3, 120.3a), "you gained life this turn"
(119.3) and "a creature died this turn" (700.4: any player's creature). The records are reset as each
turn begins (rules/turns.py) and no layer changes them, so a static ability may read them
too (611.3a). The grammar is `turn_records.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition
from manastack.rules.state import GameState


class TurnRecordClauses:
    """The transformer methods of turn_records.lark."""

    def you_attacked_this_turn(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return state.players[you].attackers_this_turn > 0
        return Condition(test, "you attacked this turn")

    def opponent_lost_life_this_turn(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return any(state.players[p].life_lost_this_turn > 0 for p in state.opponents(you))
        return Condition(test, "an opponent lost life this turn")

    def you_gained_life_this_turn(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return state.players[you].life_gained_this_turn > 0
        return Condition(test, "you gained life this turn")

    def creature_died_this_turn(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return any(p.creatures_died_this_turn > 0 for p in state.players)
        return Condition(test, "a creature died this turn")
