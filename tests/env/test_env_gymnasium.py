"""The Gymnasium environments (manastack.env.gymnasium): gymnasium's env_checker, the
registered ids, vector environments, and a learner against computer players
(104.2a, 104.3b, 104.4a, 104.3a)."""

from __future__ import annotations

import pytest

gymnasium = pytest.importorskip("gymnasium")

import numpy as np  # noqa: E402
from gymnasium.utils.env_checker import check_env  # noqa: E402

import manastack.env.gymnasium as manastack_gymnasium  # noqa: E402
from manastack.errors import IllegalChoiceError, ManastackError  # noqa: E402


def play_to_end(env: gymnasium.Env, seed: int) -> tuple[float, int]:
    observation, _ = env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    steps, done, reward = 0, False, 0.0
    while not done:
        action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
        observation, reward, terminated, truncated, _ = env.step(action)
        steps += 1
        done = terminated or truncated
    return float(reward), steps


@pytest.mark.parametrize("env_id", ["manastack/Duel-v0", "manastack/TwoHeadedGiant-v0"])
def test_gymnasium_env_checker_passes(env_id: str) -> None:
    """103.1-103.5, 117.1: gymnasium's check_env (spaces, seeding, determinism, step API)."""
    check_env(gymnasium.make(env_id).unwrapped, skip_render_check=False)


@pytest.mark.parametrize("env_id", sorted(manastack_gymnasium.IDS))
def test_each_registered_id_plays_a_game_to_its_end(env_id: str) -> None:
    """104.2a, 104.3b, 104.4a: every registered environment plays to the learner's end with a
    terminal reward of +1, -1 or 0; free-for-all (800.4a), Two-Headed Giant (810.8a) and
    Commander (903) included."""
    env = gymnasium.make(env_id, max_decisions=1200)
    reward, steps = play_to_end(env, seed=1)
    assert steps > 0
    assert round(reward) in (-1, 0, 1)


def test_the_same_seed_gives_the_same_game() -> None:
    """103.3: reset with the same seed, and the same actions, give the same observations."""
    one, two = (gymnasium.make("manastack/Duel-v0", opponent="heuristic") for _ in range(2))
    first, _ = one.reset(seed=11)
    second, _ = two.reset(seed=11)
    rng = np.random.default_rng(0)
    for _ in range(30):
        assert np.array_equal(first["observation"], second["observation"])
        action = int(rng.choice(np.flatnonzero(first["action_mask"])))
        first, r1, t1, _, _ = one.step(action)
        second, r2, t2, _, _ = two.step(action)
        assert (r1, t1) == (r2, t2)
        if t1:
            break


def test_an_action_outside_the_mask_concedes() -> None:
    """104.3a: an action outside the mask concedes the game (the action space must accept
    every action); the learner loses and `info` says why. `illegal="raise"` raises."""
    env = gymnasium.make("manastack/Duel-v0")
    observation, _ = env.reset(seed=2)
    illegal = int(np.flatnonzero(observation["action_mask"] == 0)[0])
    _, reward, terminated, _, info = env.step(illegal)
    assert terminated and reward == -1.0
    assert "no legal slot" in info["illegal"]
    strict = gymnasium.make("manastack/Duel-v0", illegal="raise")
    strict.reset(seed=2)
    with pytest.raises(IllegalChoiceError):
        strict.step(illegal)


def test_unknown_opponents_are_refused() -> None:
    """The opponent is a computer player by name (manastack.agents.AGENTS)."""
    with pytest.raises(ManastackError, match="unknown player 'grandmaster'"):
        gymnasium.make("manastack/Duel-v0", opponent="grandmaster")


@pytest.mark.parametrize("asynchronous", [False, True])
def test_a_vector_environment_plays_several_games(asynchronous: bool) -> None:
    """103.3: a vector environment of two games, in one process or two, steps both games
    with masked actions and resets each one when it ends."""
    envs = manastack_gymnasium.vector_env(2, asynchronous=asynchronous, max_decisions=300)
    try:
        observations, _ = envs.reset(seed=[1, 2])
        assert observations["observation"].shape == (2, envs.single_observation_space["observation"].shape[0])
        assert not np.array_equal(observations["observation"][0], observations["observation"][1])
        rng = np.random.default_rng(0)
        for _ in range(25):
            # A game's last observation has no legal slot; the step after it resets it.
            actions = [int(rng.choice(np.flatnonzero(mask))) if mask.any() else 0
                       for mask in observations["action_mask"]]
            observations, rewards, *_ = envs.step(np.array(actions))
            assert rewards.shape == (2,)
    finally:
        envs.close()
