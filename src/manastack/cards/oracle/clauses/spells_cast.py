"""Conditions on the instant and sorcery spells a player cast this turn (601.2i: counted as
each becomes cast, `Player.instants_sorceries_cast_this_turn`): "if you've cast three or
more instant and sorcery spells this turn" (603.4) and "as long as you've cast an instant or
sorcery spell this turn" (611.3a: a player's record, which no layer changes). The grammar
is `spells_cast.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition
from manastack.rules.state import GameState


def _at_least(number: int, text: str) -> Condition:
    def test(state: GameState, you: int, source: int) -> bool:
        return state.players[you].instants_sorceries_cast_this_turn >= number

    return Condition(test, text)


class SpellsCastClauses:
    """The transformer methods of spells_cast.lark."""

    def cast_instants_sorceries(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return _at_least(number, f"you've cast {number} or more instant and sorcery spells this turn")

    def while_cast_instant_sorcery(self, c: list[Any]) -> Condition:
        return _at_least(1, "you've cast an instant or sorcery spell this turn")

    def while_cast_spells(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))

        def test(state: GameState, you: int, source: int) -> bool:
            return state.players[you].spells_cast_this_turn >= number

        return Condition(test, f"you've cast {number} or more spells this turn")
