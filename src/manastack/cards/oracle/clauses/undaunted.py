"""Undaunted (702.125a): a cost reduction of the spell, {1} for each opponent its caster has
(702.125b: players who left the game aren't counted). The grammar is `undaunted.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.spell_costs import CostReduction
from manastack.rules.state import GameState


def _opponents(state: GameState, player: int) -> int:
    return len(state.opponents(player))      # 102.2-102.3; in the game only (702.125b)


class UndauntedClauses:
    """The transformer methods of undaunted.lark."""

    def undaunted(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", CostReduction("Undaunted", _opponents))
