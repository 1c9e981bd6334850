"""Flipping a coin (705)."""

from __future__ import annotations

from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind

SIDES = ("heads", "tails")


def flip_and_call(ctx: Ctx, player: int) -> bool:
    """705.2: `player` calls heads or tails, then flips; they win the flip if the call
    matches the result (705.1: both sides equally likely), and lose it otherwise."""
    calls = tuple(Choice("call", (side,), side) for side in SIDES)
    call = str(ctx.choose(player, DecisionKind.CALL, "call the coin flip", calls).args[0])
    result = SIDES[ctx.random_below(2)]
    won = call == result
    ctx.log("705.2", f"{ctx.state.players[player].name} calls {call}, the coin comes up "
            f"{result}: {'won' if won else 'lost'} the flip")
    return won
