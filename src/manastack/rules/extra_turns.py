"""Extra turns (500.7): "Take an extra turn after this one." An effect adds the turn
directly after the current one; `GameState.extra_turns` holds the players of the extra
turns still to come, the one added last first (500.7: the most recently created turn is
taken first). While extra turns are taken, `GameState.normal_active` is the active player
of the turn they came after, from whom the turn order goes on (101.4). In Two-Headed
Giant the player's team takes it (805.8), as the team of the active player takes every
turn."""

from __future__ import annotations

from manastack.rules.context import Ctx
from manastack.rules.state import GameState


def add_extra_turn(ctx: Ctx, player: int) -> None:
    """500.7: `player` takes an extra turn after this one."""
    s = ctx.state
    s.extra_turns = (player, *s.extra_turns)
    s.touch()
    ctx.log("500.7", f"{s.players[player].name} will take an extra turn after this one")


def take_extra_turn(state: GameState) -> int | None:
    """The player whose extra turn begins now, taken off the list, or None; an extra turn
    of a player who has left the game doesn't begin (800.4k)."""
    while state.extra_turns:
        player, *rest = state.extra_turns
        state.extra_turns = tuple(rest)
        if state.normal_active is None:
            state.normal_active = state.active       # the turn that ends is a normal one
        state.touch()
        if state.players[player].in_game:
            return player
    return None


def resume_turn_order(state: GameState) -> int:
    """The player the turn order goes on from after the extra turns (the active player of
    the last normal turn), and no extra turns are being taken any more."""
    after = state.normal_active if state.normal_active is not None else state.active
    if state.normal_active is not None:
        state.normal_active = None
        state.touch()
    return after
