"""Whom a creature attacks (506.2, 508.1b): "[creature] that's attacking you" and "that's
attacking you or a planeswalker you control". The grammar is `attacking_whom.lark` beside
this file; `Filter.attacking_whom` holds the reading and `attacks_you` the test."""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import ref_player
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

YOU = "you"
YOU_OR_YOURS = "you or a planeswalker you control"


def attacks_you(state: GameState, attacker: int, you: int, whom: str) -> bool:
    """506.2, 508.1b: whether `attacker` is attacking the player `you` (or, with
    YOU_OR_YOURS, a planeswalker that player controls)."""
    combat = state.combat
    defender = None if combat is None else combat.defender_of(attacker)
    if defender is None:
        return False
    player = ref_player(defender)
    if player is not None:
        return player == you
    if whom != YOU_OR_YOURS:
        return False
    c = characteristics(state, defender)
    return "Planeswalker" in c.types and c.controller == you


class AttackingWhomClauses:
    """The transformer methods of attacking_whom.lark."""

    def attacking_you(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"attacking_whom": YOU}, "that's attacking you")

    def attacking_you_or_yours(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"attacking_whom": YOU_OR_YOURS},
                "that's attacking you or a planeswalker you control")
