"""Quantities of characteristic-defining abilities (604.3, 613.4a): the controller's life
total (119.1; off the battlefield its owner's, 108.3). The grammar is `cda_counts.lark` beside this file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.clauses.defining import Count
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class CdaCountClauses:
    """The transformer methods of cda_counts.lark."""

    def cda_life_total(self, c: list[Any]) -> Count:
        def count(state: GameState, permanents: Mapping[int, Chars], you: int, source: int) -> int:
            return state.players[you].life

        return count
