""""Activate only once each turn." (602.5b): an activated ability of a permanent that its
controller may activate once in each turn. Each activation is noted in `state.delayed` as
`("activated this turn", object, ability index, turn)`; the notes of earlier turns are
dropped as a new one is made. A permanent that leaves and returns is a new object (400.7),
with no activation noted."""

from __future__ import annotations

from manastack.rules.state import GameState

KIND = "activated this turn"

__all__ = ["activated_this_turn", "note_activation"]


def activated_this_turn(state: GameState, oid: int, index: int) -> bool:
    """602.5b: whether ability `index` of object `oid` was activated this turn."""
    return any(r[0] == KIND and r[1] == oid and r[2] == index and r[3] == state.turn
               for r in state.delayed)


def note_activation(state: GameState, oid: int, index: int) -> None:
    """602.5b: ability `index` of object `oid` is being activated this turn."""
    kept = tuple(r for r in state.delayed if r[0] != KIND or r[3] == state.turn)
    state.delayed = (*kept, (KIND, oid, index, state.turn))
    state.touch()
