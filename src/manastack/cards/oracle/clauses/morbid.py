"""Morbid's condition: a creature died this turn (700.4), judged from the record of
rules/death_record.py. The grammar is `morbid.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition
from manastack.rules.death_record import creatures_died_this_turn
from manastack.rules.state import GameState


class MorbidClauses:
    """The transformer methods of morbid.lark."""

    def creature_died_this_turn(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return creatures_died_this_turn(state) > 0
        return Condition(test, "a creature died this turn")
