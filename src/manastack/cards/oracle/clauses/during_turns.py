""""During your turn, [modify]" (611.3a): a static ability that applies while it is its
controller's turn; with shared team turns, their team's turn (805.4a). "During turns other
than yours" is its opposite. As for "as long as" (as_long_as.py), the condition reads no
characteristic, so the layers can ask it. The grammar is `during_turns.lark` beside this
file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Condition, Modify, tokens_of
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.state import GameState


def _your_turn(state: GameState, you: int, source: int) -> bool:
    players = state.players
    return players[state.active].team == players[you].team


def _not_your_turn(state: GameState, you: int, source: int) -> bool:
    return not _your_turn(state, you, source)


class DuringTurnClauses:
    """The transformer methods of during_turns.lark."""

    def during_turn_static(self, c: list[Any]) -> AbilityIR:
        m: Modify = next(x for x in c if isinstance(x, Modify))
        if m.duration is not None or m.condition is not None:
            raise Unsupported("'during your turn' with another duration or condition")
        condition = Condition(_not_your_turn, "it is not your turn") \
            if "other" in tokens_of(c) else Condition(_your_turn, "it is your turn")
        return AbilityIR("effects", items=[replace(m, condition=condition)])
