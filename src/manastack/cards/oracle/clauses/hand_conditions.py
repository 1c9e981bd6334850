"""A condition on your hand (602.5b, 603.4): "you have no cards in hand" (hellbent, 207.2c),
"you have N or more/fewer cards in hand", judged as the ability is activated or as the
condition is checked. The grammar is
`hand_conditions.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition, tokens_of
from manastack.rules.state import GameState


class HandConditionClauses:
    """The transformer methods of hand_conditions.lark."""

    def have_no_cards_in_hand(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return not state.players[you].hand
        return Condition(test, "you have no cards in hand")

    def hand_size_at_least_most(self, c: list[Any]) -> Condition:
        # "one" is a word of its own to the lexer ("one or more"), not a NUMBER
        number = int(next((t for t in c if isinstance(t, Token) and t.type == "NUMBER"), 1))
        more = "more" in tokens_of(c)

        def test(state: GameState, you: int, source: int) -> bool:
            held = len(state.players[you].hand)
            return held >= number if more else held <= number
        return Condition(test, f"you have {number} or {'more' if more else 'fewer'} cards in hand")
