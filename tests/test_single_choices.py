"""`Game.new(..., take_single_choices=True)`: the engine takes every choice that is the only
legal one instead of asking, so each decision asked has two options or more.

The game is the same game: played with the same random choices wherever there was a real
choice, it has the same log and the same end as the game asked every decision. Forks,
saves and loads stay exact (the setting is part of the saved state).
"""

from __future__ import annotations

import random

import pytest

from manastack.cards.decks import reference_decks
from manastack.game import Game
from strategies import DEMO, MATCHUPS, Matchup
from test_properties import SAVE_AFTER, play_checked


def _play(game: Game, seed: int) -> tuple[int, int]:
    """Random choices where there is a choice; the only option where there is one (never
    drawing from the random generator for it). Returns how many decisions were asked, and
    how many of them had a single option."""
    pick = random.Random(seed)
    asked = single = 0
    while not game.is_over:
        options = game.legal_choices()
        asked += 1
        single += len(options) == 1
        game.apply(options[0] if len(options) == 1 else options[pick.randrange(len(options))])
    return asked, single


@pytest.mark.parametrize("seed", [3, 8])
def test_taking_single_choices_plays_the_same_game(seed: int) -> None:
    asked = Game.new(DEMO.decks(), seed=seed)
    taken = Game.new(DEMO.decks(), seed=seed, take_single_choices=True)
    every, single = _play(asked, seed)
    fewer, none = _play(taken, seed)
    assert [str(e) for e in taken.log()] == [str(e) for e in asked.log()]
    assert taken.winners() == asked.winners() and taken.state.turn == asked.state.turn
    assert single > 0 and none == 0 and fewer == every - single


@pytest.mark.parametrize("matchup", MATCHUPS, ids=lambda m: m.name)
def test_every_decision_of_a_game_taking_single_choices(matchup: Matchup) -> None:
    """Fork exactness at every decision, isolation and save/load along the way, and no
    decision with a single option."""
    played = play_checked(matchup.decks(), 12, fork_every=1, isolate_every=7,
                          save_every=SAVE_AFTER, save_all_until=40, take_single_choices=True)
    assert played.forks == played.decisions > 40


def test_the_setting_is_saved() -> None:
    game = Game.new(reference_decks(), seed=2, mana_at_priority=False, take_single_choices=True)
    for _ in range(25):
        game.apply(game.legal_choices()[-1])
    loaded = Game.load(game.save())
    assert loaded.state.take_single_choices and not loaded.state.mana_at_priority
    assert loaded.state_hash() == game.state_hash()
