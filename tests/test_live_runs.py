"""Live runs (`manastack.live`): a game resumes the run paused at its decision instead of
replaying from the checkpoint; whatever the path, the game is the same.

The property tests compare the two paths at every fork (the original resumes, the fork
replays); these tests cover what they don't: live runs switched off altogether, runs
dropped beyond `MAX_LIVE_RUNS`, a game continued in another thread, and the state a
reader holds not changing under a resumed run.
"""

from __future__ import annotations

import random
import threading
from collections.abc import Iterator

import pytest

from manastack import live
from manastack.cards.decks import reference_decks
from manastack.game import Game
from manastack.rules.serialize import state_canon
from strategies import DEMO
from test_properties import game_digest


@pytest.fixture
def replay_only() -> Iterator[None]:
    live.set_enabled(False)
    try:
        yield
    finally:
        live.set_enabled(True)


def _digests(game: Game, seed: int, limit: int = 400) -> list[str]:
    pick = random.Random(seed)
    out = [game_digest(game)]
    while not game.is_over and len(out) < limit:
        options = game.legal_choices()
        game.apply(options[pick.randrange(len(options))])
        out.append(game_digest(game))
    return out


def test_live_runs_are_on_by_default() -> None:
    assert live.AVAILABLE and live.enabled()


@pytest.mark.parametrize("seed", [1, 2])
def test_a_game_replayed_at_every_decision_is_the_same_game(seed: int) -> None:
    played = _digests(Game.new(DEMO.decks(), seed=seed), seed)
    live.set_enabled(False)
    try:
        replayed = _digests(Game.new(DEMO.decks(), seed=seed), seed)
    finally:
        live.set_enabled(True)
    assert played == replayed


def test_without_live_runs_games_still_play_to_the_end(replay_only: None) -> None:
    game = Game.new(reference_decks(), seed=5, mana_at_priority=False)
    _digests(game, 5, limit=100_000)
    assert game.is_over and game._live is None


def test_games_beyond_the_limit_replay(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(live, "MAX_LIVE_RUNS", 3)
    games = [Game.new(reference_decks(), seed=s) for s in range(6)]
    twins = [Game.new(reference_decks(), seed=s) for s in range(6)]
    picks = [random.Random(s) for s in range(6)]
    for _ in range(40):       # round robin: each game's run is dropped before its turn
        for game, twin, pick in zip(games, twins, picks, strict=True):
            if game.is_over:
                continue
            choice = game.legal_choices()[pick.randrange(len(game.legal_choices()))]
            game.apply(choice)
            twin.fork().apply(choice)       # a fork replays; the twin keeps its own run
            twin.apply(choice)
            assert game_digest(game) == game_digest(twin)
    assert len(live._recent) <= 3


def test_a_game_continues_in_another_thread() -> None:
    game = Game.new(reference_decks(), seed=9)
    twin = game.fork()
    pick = random.Random(9)
    for _ in range(30):
        twin.apply(twin.legal_choices()[pick.randrange(len(twin.legal_choices()))])
    failures: list[BaseException] = []

    def play() -> None:
        try:
            again = random.Random(9)
            for _ in range(30):
                game.apply(game.legal_choices()[again.randrange(len(game.legal_choices()))])
        except BaseException as exc:     # reported below
            failures.append(exc)

    worker = threading.Thread(target=play)
    worker.start()
    worker.join()
    assert not failures
    assert game_digest(game) == game_digest(twin)


def test_a_state_read_before_a_choice_does_not_change() -> None:
    game = Game.new(reference_decks(), seed=4)
    pick = random.Random(4)
    for _ in range(200):
        state = game.state
        before = state_canon(state)
        game.apply(game.legal_choices()[pick.randrange(len(game.legal_choices()))])
        assert state_canon(state) == before


def test_a_fork_applied_once_replays_and_keeps_its_run_from_the_second_choice() -> None:
    """A search applies one choice to many forks: those replay without a paused run; a
    fork played on keeps one from its second choice."""
    game = Game.new(reference_decks(), seed=6)
    fork = game.fork()
    fork.apply(fork.legal_choices()[0])
    assert fork._live is None
    fork.apply(fork.legal_choices()[0])
    assert fork._live is not None and game._live is not None
