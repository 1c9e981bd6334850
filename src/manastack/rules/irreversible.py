"""What an action in progress did that no player may take back (732.1, last sentence):
moving cards to a library, moving cards from a library to a zone other than the stack,
shuffling a library, or revealing cards from a library. A player can't un-see a card
(400.2: a library is a hidden zone), so `Game.cancel` refuses to reverse such an action.
"""

from __future__ import annotations

from manastack.rules.knowledge import NOBODY, Known
from manastack.rules.state import GameState

SHUFFLE_RULE = "701.24a"


def irreversible(base: GameState, now: GameState) -> str | None:
    """Why the action that began at `base` and stands at `now` can't be reversed, or None
    if it can (732.1)."""
    for before, after in zip(base.players, now.players, strict=True):
        reason = _library_change(base, now, before.library, after.library)
        if reason is not None:
            return f"{after.name}'s library: {reason}"
    if _shuffled_since(base, now):
        return "a library was shuffled"
    return None


def _library_change(base: GameState, now: GameState, before: tuple[int, ...],
                    after: tuple[int, ...]) -> str | None:
    kept = set(after)
    if not kept <= set(before):
        return "cards were put into it"
    for oid in before:
        if oid not in kept and not _went_to_stack(now, oid):
            return "cards left it for a zone other than the stack"
    if tuple(o for o in before if o in kept) != after:
        return "its order changed"
    for oid in after:
        if _learned(base.known.get(oid, NOBODY), now.known.get(oid, NOBODY)):
            return "a player saw a card in it"
    return None


def _went_to_stack(now: GameState, oid: int) -> bool:
    """732.1: a card cast from a library (it moved to the stack) may return there."""
    successor = now.known.get(oid, NOBODY).successor
    obj = now.objects.get(successor) if successor else None
    return obj is not None and obj.zone == "stack"


def _learned(before: Known, after: Known) -> bool:
    """Some player knows now what they didn't (which card it is, or where)."""
    return bool(after.ids & ~before.ids or after.names & ~before.names)


def _shuffled_since(base: GameState, now: GameState) -> bool:
    """701.24a: a shuffle since `base`, even one that happened to leave the order as it
    was."""
    cell = now.log
    for _ in range(now.log_len - base.log_len):
        if cell is None:
            break
        if cell[0].rule == SHUFFLE_RULE:
            return True
        cell = cell[1]
    return False
