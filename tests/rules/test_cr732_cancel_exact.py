"""732.1: an action taken back with `Game.cancel()` is reversed entirely: the game is
exactly the one before the action began (the same state hash, log and count of decisions
included), and it plays on as if the action had never been started."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from manastack import live
from manastack.cards.decks import demo_decks, reference_decks
from manastack.game import Game
from manastack.rules.decisions import Choice, DecisionKind

GAMES: dict[str, Callable[[int], Game]] = {
    "elves-vs-ogres": lambda seed: Game.new(reference_decks(), seed=seed, max_turns=14),
    "single choices taken, mana when paying": lambda seed: Game.new(
        reference_decks(), seed=seed, max_turns=14, mana_at_priority=False,
        take_single_choices=True),
    "demo decks, four players": lambda seed: Game.new(demo_decks() * 2, seed=seed,
                                                      max_turns=10),
}


def _cancelled_actions(game: Game, rng: random.Random, decisions: int) -> int:
    """Plays `game` at random; at each priority decision with an action to take, a fork
    starts the first one and cancels it once the action asks something more. Asserts each
    cancelled fork equals the game and plays on like it; returns how many were checked."""
    checked = 0
    for _ in range(decisions):
        decision = game.decision
        if decision is None:
            break
        if decision.kind is DecisionKind.PRIORITY:
            action = next((o for o in decision.options if o.verb != "pass"), None)
            if action is not None and _cancelled_exactly(game, action):
                checked += 1
        game.apply(rng.choice(game.legal_choices()))
    return checked


def _cancelled_exactly(game: Game, action: Choice) -> bool:
    """Whether `action`, begun in a fork of `game`, was still in progress (so the fork
    cancelled it); asserts the fork then equals `game` and plays on like it."""
    trial = game.fork()
    trial.apply(action)
    if trial.decision is None or trial.answers_in_progress[:1] != (action,):
        return False        # done at once (a land play, a mana ability): nothing to take back
    trial.cancel()
    assert trial.state_hash() == game.state_hash(), action
    assert trial.log_text() == game.log_text()
    assert trial.legal_choices() == game.legal_choices()
    _plays_on_alike(game, trial, random.Random(str(action)))
    return True


def _plays_on_alike(game: Game, cancelled: Game, rng: random.Random, steps: int = 6) -> None:
    original = game.fork()
    for _ in range(steps):
        if original.decision is None:
            break
        choice = rng.choice(original.legal_choices())
        original.apply(choice)
        cancelled.apply(choice)
        assert cancelled.state_hash() == original.state_hash()


@pytest.mark.parametrize("name", sorted(GAMES))
def test_a_cancelled_action_leaves_the_game_exactly_as_before(name: str) -> None:
    """732.1: over random games, every spell or ability begun at priority and taken back
    with `Game.cancel()` while it asks a further choice (targets, modes, payment) leaves
    the state hash, the log and the options of the priority decision as they were before
    it, and the game continues as the one in which it was never begun."""
    checked = sum(_cancelled_actions(GAMES[name](seed), random.Random(seed), 400)
                  for seed in range(2))
    assert checked > 0, f"no action in progress to cancel in {name}"


def test_a_cancel_is_exact_when_the_game_replays_too(monkeypatch: Any) -> None:
    """732.1: with live runs off (every answer replays from the checkpoint), a cancelled
    action also leaves the game exactly as before it."""
    monkeypatch.setattr(live, "_enabled", False)
    assert _cancelled_actions(GAMES["elves-vs-ogres"](5), random.Random(5), 300) > 0
