"""Energy counters (107.14, 122.1): a kind of counter a player has. "You get {E}{E}" gives a
player energy counters; paying {E} removes one from the payer. Neither is an object, and
a player's energy stays with them from turn to turn."""

from __future__ import annotations

from manastack.rules.context import Ctx, RulesError


def get_energy(ctx: Ctx, player: int, amount: int) -> None:
    """122.1: put `amount` energy counters on `player`."""
    if amount <= 0:
        return
    ctx.state.player_w(player).energy += amount
    ctx.log("107.14", f"{ctx.state.players[player].name} gets {'{E}' * amount} "
            f"({ctx.state.players[player].energy} energy)")


def pay_energy(ctx: Ctx, player: int, amount: int) -> None:
    """107.14: to pay {E}, a player removes one energy counter from themselves (the cost
    was checked payable first, 118.3)."""
    state = ctx.state
    if state.players[player].energy < amount:
        raise RulesError(f"107.14: {state.players[player].name} has fewer than {amount} energy")
    state.player_w(player).energy -= amount
    ctx.log("107.14", f"{state.players[player].name} pays {'{E}' * amount} "
            f"({state.players[player].energy} energy left)")
