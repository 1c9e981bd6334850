"""The upkeep of each opponent's turn, which begins a triggered ability (603.2): the step, and
"opponent" for whose turn (triggered.py's `step_trigger`: a player on another team,
810.7a). The grammar is `opponent_steps.lark` beside this file."""

from __future__ import annotations

from typing import Any


class OpponentStepClauses:
    """The transformer methods of opponent_steps.lark."""

    def each_opponent_upkeep(self, c: list[Any]) -> tuple[str, str]:
        return ("upkeep", "opponent")
