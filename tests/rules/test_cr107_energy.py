"""107.14, 122.1: energy counters are a player's; paying {E} removes them; they are part
of the game's state, so saves, loads and forks keep them (Aether Hub)."""

from __future__ import annotations

from helpers import ALICE, do, game_at, pass_all
from manastack.game import Game


def test_energy_is_kept_by_saves_and_forks() -> None:
    """122.1: Alice's energy counter from Aether Hub's trigger survives a save and load and a
    fork, with the same state hash; spending it in the fork leaves the original's alone
    (107.14)."""
    game, _ = game_at({"hand": ["Aether Hub"], "library": ["Island"] * 8},
                      {"library": ["Island"] * 8})
    do(game, "play Aether Hub")
    pass_all(game)
    loaded = Game.load(game.save())
    assert loaded.state.players[ALICE].energy == 1 and loaded.state_hash() == game.state_hash()
    fork = game.fork()
    do(fork, next(str(c) for c in fork.legal_choices() if "{E}" in str(c)))
    assert fork.state.players[ALICE].energy == 0 and game.state.players[ALICE].energy == 1
    assert any(e.rule == "107.14" for e in game.state.log)
