"""705: flipping a coin. The flipper calls heads or tails (705.2), the coin's two sides are
equally likely (705.1, the game's seeded random numbers), and a fork of the game flips the
same way (the random state is part of the game state)."""

from __future__ import annotations

from helpers import build_game_with_labels, choose, do, log_has, pass_all, pay, position, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _flip(seed: int) -> Game:
    """Sorcerer's Strongbox's flip, waiting for Alice's call, in a game seeded `seed`."""
    game, _ = build_game_with_labels(position(
        {"battlefield": [{"card": "Sorcerer's Strongbox", "label": "box"}, "Island", "Island"],
         "library": LIBRARY}, {"library": LIBRARY}, stage="priority", seed=seed))
    choose(game, "activate Sorcerer's Strongbox")
    pay(game)
    pass_all(game)
    return game


def test_the_player_who_flips_calls_heads_or_tails() -> None:
    """705.2: the player that flips the coin calls "heads" or "tails", a decision of theirs."""
    game = _flip(1)
    assert game.decision is not None and game.decision.kind is DecisionKind.CALL
    assert game.decision.player == 0 and texts(game) == ["heads", "tails"]


def test_a_call_wins_exactly_when_it_matches_the_result() -> None:
    """705.2: the call that matches the result wins the flip, the other loses; the log says
    the call, the result and which it was."""
    for seed in range(4):
        game = _flip(seed)
        for call in ("heads", "tails"):
            fork = game.fork()
            do(fork, call)
            won = log_has(fork, f"calls {call}, the coin comes up {call}: won the flip")
            lost = log_has(fork, f"calls {call}, the coin comes up "
                                 f"{'tails' if call == 'heads' else 'heads'}: lost the flip")
            assert won != lost


def test_both_sides_come_up_across_seeds_and_a_fork_flips_alike() -> None:
    """705.1: both sides can come up (the seeded random numbers, not a fixed side); the
    same game forked flips the same way (the random state is in the game state)."""
    results = set()
    for seed in range(12):
        game = _flip(seed)
        first, second = game.fork(), game.fork()
        do(first, "heads")
        do(second, "heads")
        assert first.log_text() == second.log_text()
        results.add(log_has(first, "comes up heads"))
    assert results == {True, False}
