"""Helpers shared by the environment tests (tests/env/): random masked play."""

from __future__ import annotations

from typing import Any

import numpy as np


def play_aec(table: Any, seed: int = 0, max_steps: int = 100_000) -> dict[str, float]:
    """Plays a PettingZoo AEC environment to its end with random masked actions; returns
    each agent's total reward."""
    rng = np.random.default_rng(seed)
    totals = {agent: 0.0 for agent in table.possible_agents}
    for steps, agent in enumerate(table.agent_iter()):
        observation, reward, terminated, truncated, _ = table.last()
        totals[agent] += reward
        if terminated or truncated:
            table.step(None)
            continue
        assert steps < max_steps, "the environment never ended"
        table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
    return totals
