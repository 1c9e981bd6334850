"""How many lands a player may play this turn (305.2): one, plus what continuous effects
add. A permanent's static ability "You may play an additional land on each of your turns."
(Exploration) is a marker in its characteristics' rules (`additional_lands_marker`, one
for each count, judged after layer 6); a resolved "You may play an additional land this
turn." (Explore) is a record `("additional lands", player, turn, count)` in
`state.delayed`, which counts only in the turn it was made (611.2a: "this turn"). 305.2a-b
compare the allowance with the lands played this turn; 305.3 (only on one's own turn) is
the caller's."""

from __future__ import annotations

from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

KIND = "additional lands"
_PREFIX = "its controller may play additional lands on each of their turns: "

__all__ = ["add_land_plays", "additional_lands_marker", "land_plays"]


def additional_lands_marker(count: int) -> str:
    """The rules marker of a static ability adding `count` land plays to its controller's
    turns (305.2)."""
    return f"{_PREFIX}{count}"


def land_plays(state: GameState, player: int) -> int:
    """305.2: the number of lands `player` may play this turn."""
    total = 1
    for r in state.delayed:
        if r[0] == KIND and r[1] == player and r[2] == state.turn:
            total += int(r[3])
    if state.active != player:
        return total
    for obj in state.permanents():
        if not obj.card.has_static:
            continue
        chars = characteristics(state, obj.id)
        if chars.controller == player:
            total += sum(int(m[len(_PREFIX) :]) for m in chars.rules if m.startswith(_PREFIX))
    return total


def add_land_plays(state: GameState, player: int, count: int) -> None:
    """305.2: `player` may play `count` more lands this turn (the records of earlier turns
    are dropped)."""
    kept = tuple(r for r in state.delayed if r[0] != KIND or r[2] == state.turn)
    state.delayed = (*kept, (KIND, player, state.turn, count))
    state.touch()
