"""107.1, 107.1a: the only numbers the game uses are integers. At every decision of random
games between the bundled decks, every life total, poison count, amount of damage, counter
and X a player may choose is an integer (never a fraction, nor a bool standing in for one)."""

from __future__ import annotations

import random

import pytest

from manastack.cards.decks import demo_decks
from manastack.game import Game


def _is_int(value: object) -> bool:
    return type(value) is int


def _numbers_of(game: Game) -> list[object]:
    s = game.state
    found: list[object] = []
    for p in s.players:
        found += [p.life, p.poison]
    for oid in s.battlefield:
        obj = s.obj(oid)
        found += [obj.damage, *obj.counters.values()]
    return found


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_every_number_in_a_random_game_is_an_integer(seed: int) -> None:
    """107.1 / 107.1a: life, poison, damage and counters stay integers throughout, and every
    X a player is offered is a whole number, zero or more (107.3)."""
    rng = random.Random(seed)
    game = Game.new(demo_decks(), seed=seed)
    for _ in range(600):
        if game.is_over:
            break
        assert all(_is_int(n) for n in _numbers_of(game)), _numbers_of(game)
        for choice in game.legal_choices():
            text = str(choice)
            if text.startswith("X="):
                assert text[2:].isdigit()
        game.apply(rng.choice(game.legal_choices()))
