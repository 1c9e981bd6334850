"""Conditions on the players (603.4, 614.1c): how many opponents you have (102.3: players not
on your team; 800.4a: a player who left the game is no longer one) and life totals ("a player
has 13 or less life": any player still in the game, 119.1). The grammar is
`player_conditions.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition, tokens_of
from manastack.rules.state import GameState

Players = Callable[[GameState, int], list[int]]


def _number(c: list[Any]) -> int:
    return int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))


def _life_condition(c: list[Any], who: Players, every: bool, text: str) -> Condition:
    n = _number(c)
    less = "less" in tokens_of(c)

    def test(state: GameState, you: int, source: int) -> bool:
        lives = [state.players[p].life for p in who(state, you)]
        met = [life <= n if less else life >= n for life in lives]
        return all(met) if every else any(met)
    return Condition(test, f"{text} {n} or {'less' if less else 'more'} life")


def _in_game(state: GameState, you: int) -> list[int]:
    return [p.index for p in state.players if p.in_game]


class PlayerConditionClauses:
    """The transformer methods of player_conditions.lark."""

    def opponents_count(self, c: list[Any]) -> Condition:
        n = _number(c)

        def test(state: GameState, you: int, source: int) -> bool:
            return len(state.opponents(you)) >= n
        return Condition(test, f"you have {n} or more opponents")

    def your_life_at_most(self, c: list[Any]) -> Condition:
        return _life_condition(c, lambda state, you: [you], False, "you have")

    def a_players_life_at_most(self, c: list[Any]) -> Condition:
        if "opponent" in tokens_of(c):
            return _life_condition(c, lambda state, you: state.opponents(you), False,
                                   "an opponent has")
        return _life_condition(c, _in_game, False, "a player has")

    def each_players_life_at_most(self, c: list[Any]) -> Condition:
        return _life_condition(c, _in_game, True, "each player has")
