"""Static abilities that forbid players an action (101.2). The grammar is
`player_prohibitions.lark` beside this file; the rule is `rules/player_prohibitions.py`."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import AbilityIR, tokens_of
from manastack.rules.player_prohibitions import (
    ATTACK,
    CAST,
    PlayerProhibition,
    attacked_this_turn,
    cast_a_spell_this_turn,
    opponent_who,
)
from manastack.rules.state import GameState

Deed = Callable[[GameState, int], bool]


class PlayerProhibitionClauses:
    """The transformer methods of player_prohibitions.lark."""

    def player_prohibition(self, c: list[Any]) -> AbilityIR:
        deed: Deed = c[0]
        action: str = c[-1]
        forbidden = opponent_who(deed)

        def make(text: str) -> PlayerProhibition:
            return PlayerProhibition(text, action, forbidden)
        return AbilityIR("ability", items=[make])

    def deed_cast(self, c: list[Any]) -> Deed:
        return cast_a_spell_this_turn

    def deed_attacked(self, c: list[Any]) -> Deed:
        return attacked_this_turn

    def forbidden_act(self, c: list[Any]) -> str:
        return ATTACK if tokens_of(c)[0] == "attack" else CAST
