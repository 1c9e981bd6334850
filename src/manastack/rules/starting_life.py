"""Starting life totals (103.4): 20, a Two-Headed Giant team's 30 (103.4a, 810.4), 40 in
Commander (103.4c, 903.7), 25 or 30 in Brawl (103.4d, 903.12f)."""

from __future__ import annotations

from manastack.rules.commander import is_commander_game, starting_life
from manastack.rules.state import GameState

DEFAULT_STARTING_LIFE = 20          # 103.4
TWO_HEADED_GIANT_STARTING_LIFE = 30  # 103.4a


def starting_life_total(state: GameState) -> int:
    """103.4: the starting life total of the game's variant (the same for every player)."""
    if state.variant == "two-headed-giant":
        return TWO_HEADED_GIANT_STARTING_LIFE
    if is_commander_game(state):
        return starting_life(state.variant, len(state.players))
    return DEFAULT_STARTING_LIFE
