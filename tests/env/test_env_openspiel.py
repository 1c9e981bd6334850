"""The OpenSpiel game (manastack.env.openspiel): pyspiel's random simulation test with
serialisation, clones through forks, the seed as the one chance node (103.3, 701.24a), and
resampling what a player doesn't know (400.2)."""

from __future__ import annotations

import random

import pytest

pyspiel = pytest.importorskip("pyspiel")

import numpy as np  # noqa: E402

import manastack.env.openspiel  # noqa: E402, F401 (registers python_manastack)


def load(**params: object) -> object:
    return pyspiel.load_game("python_manastack", {"max_decisions": 300, **params})


def dealt(game: object, seed: int = 3) -> object:
    state = game.new_initial_state()
    assert state.is_chance_node()
    state.apply_action(seed)
    return state


def test_pyspiel_random_sim_test_passes_with_serialisation() -> None:
    """103.1-103.5, 117.1: pyspiel's random_sim_test (legal actions, chance outcomes, returns,
    observation and information-state strings and tensors, serialize/deserialize)."""
    pyspiel.random_sim_test(load(), num_sims=2, serialize=True, verbose=False)


def test_pyspiel_random_sim_test_passes_in_free_for_all() -> None:
    """800.4a: three players, some leaving before the end; general-sum returns."""
    pyspiel.random_sim_test(load(players=3, max_decisions=200), num_sims=1, serialize=False,
                            verbose=False)


def test_the_seed_is_the_one_chance_node() -> None:
    """103.3, 701.24a: shuffles are sampled from the engine's random numbers, seeded by the
    first (chance) node; the same seed deals the same game."""
    game = load(seeds=16)
    state = game.new_initial_state()
    outcomes = state.chance_outcomes()
    assert [a for a, _ in outcomes] == list(range(16))
    assert sum(p for _, p in outcomes) == pytest.approx(1.0)
    one, two = dealt(game, 5), dealt(game, 5)
    assert one.table.game.state_hash() == two.table.game.state_hash()
    assert not one.is_chance_node()


def test_a_clone_is_an_independent_fork() -> None:
    """A clone is `game.fork()`: it plays on without changing the original, and the same
    actions give the same state."""
    state = dealt(load())
    before = state.table.game.state_hash()
    clone = state.clone()
    action = clone.legal_actions()[-1]
    clone.apply_action(action)
    assert state.table.game.state_hash() == before
    state.apply_action(action)
    assert state.table.game.state_hash() == clone.table.game.state_hash()
    assert state.history() == clone.history()


def test_serialised_states_load_to_the_same_game() -> None:
    """A state serialises as its history and its game as a manastack save; the
    deserialised state is the same game at the same decision."""
    game = load()
    state = dealt(game)
    rng = random.Random(0)
    for _ in range(20):
        state.apply_action(rng.choice(state.legal_actions()))
    copy = game.deserialize_state(state.serialize())
    assert copy.table.game.state_hash() == state.table.game.state_hash()
    assert copy.legal_actions() == state.legal_actions()
    assert copy.observation_string(0) == state.observation_string(0)


def test_observations_come_from_the_players_view() -> None:
    """400.2, 402.3: the observation string is the player's view (their hand only), the
    information state adds their log; the tensor has the encoder's size."""
    game = load()
    state = dealt(game)
    for player in (0, 1):
        text = state.observation_string(player)
        assert f'"viewer": {player}' in text
        assert '"log"' in state.information_state_string(player)
        tensor = np.array(state.observation_tensor(player))
        assert tensor.shape == (game.observation_tensor_size(),)
    assert state.observation_string(0) != state.observation_string(1)


def test_resampling_keeps_what_the_player_knows() -> None:
    """400.2: `resample_from_infostate` redraws what the player doesn't know (a sample):
    their observation is unchanged and the sample plays on."""
    state = dealt(load())
    rng = random.Random(1)
    for _ in range(15):
        state.apply_action(rng.choice(state.legal_actions()))
    player = state.current_player()
    sample = state.resample_from_infostate(player, rng.random)
    assert sample.observation_string(player) == state.observation_string(player)
    assert sample.legal_actions() == state.legal_actions()
    assert sample.table.game is not state.table.game
    sample.apply_action(sample.legal_actions()[0])
    other = 1 - player
    hand = sorted(state.table.game.state.objects[i].card.name
                  for i in state.table.game.state.players[other].hand)
    redrawn = [sorted(s.table.game.state.objects[i].card.name
                      for i in s.table.game.state.players[other].hand)
               for s in (state.resample_from_infostate(player, rng.random) for _ in range(5))]
    assert any(h != hand for h in redrawn), "the opponent's hand is never redrawn"
