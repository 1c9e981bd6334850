"""A player that chooses uniformly at random among the legal choices (for tests and
benchmarks). Seeded, so a game between random players is reproducible."""

from __future__ import annotations

import random

from manastack.game import Game
from manastack.rules.decisions import Choice


class RandomAgent:
    def __init__(self, seed: int = 0) -> None:
        self._rng = random.Random(seed)

    def choose(self, game: Game) -> Choice:
        options = game.legal_choices()
        return options[self._rng.randrange(len(options))]


def play_random_game(game: Game, seed: int = 0, max_decisions: int = 100_000) -> int:
    """Play to the end with random choices; returns the number of decisions made."""
    agent = RandomAgent(seed)
    count = 0
    while not game.is_over and count < max_decisions:
        game.apply(agent.choose(game))
        count += 1
    return count
