"""A PettingZoo AEC environment: 2-6 players, Two-Headed Giant and Commander.

    >>> from manastack.env.pettingzoo import env
    >>> table = env(players=2, seed=None)
    >>> table.reset(seed=7)
    >>> observation, reward, terminated, truncated, info = table.last()
    >>> sorted(observation)
    ['action_mask', 'observation']

Agents are `player_0` ... in seat order. The agent selected is the player the engine asks
(117: priority, and every other decision); `action_mask` marks the slots of the decision's
legal choices (`manastack.env.encoding`); `info["slots"]` describes each slot as text and as
data. Rewards are terminal: +1 for a win, -1 for a loss (104.2-104.3; teammates in
Two-Headed Giant share them, 810.8a), 0 for a draw (104.4), given as the player leaves the
game or it ends. `shaped_rewards=c` adds `c` times the change of (the player's life minus
the average of their opponents', over 20) at each step: a shaped reward that sums to the
final difference, so it never changes which policies are best more than `c` allows.
The episode is truncated after `max_steps` steps (a page turn is a step).
"""

from __future__ import annotations

import os
from typing import Any, ClassVar

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from manastack.rules.state import GameState

from .encoding import VALUE_LIMIT, Encoder
from .table import RENDER_MODES, DeckOption, Table, game_spec, render

__all__ = ["env", "raw_env"]


def env(**options: Any) -> AECEnv:
    """The environment with PettingZoo's order-enforcing wrapper (see `raw_env`)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**options))


def observation_space(encoder: Encoder) -> spaces.Dict:
    return spaces.Dict({
        "observation": spaces.Box(-VALUE_LIMIT, VALUE_LIMIT, (encoder.size,), np.float32),
        "action_mask": spaces.Box(0, 1, (encoder.slots,), np.int8),
    })


def life_potential(state: GameState, player: int) -> float:
    """The player's life minus their opponents' average (a team's opponents: the other
    team, 810), over 20: the potential of the shaped rewards."""
    me = state.players[player]
    others = [p.life for p in state.players if p.team != me.team]
    return (me.life - sum(others) / max(len(others), 1)) / 20.0


class raw_env(AECEnv):
    metadata: ClassVar[dict[str, Any]] = {"name": "manastack_v0", "render_modes": list(RENDER_MODES[1:]),
                                          "is_parallelizable": False, "render_fps": 1}

    def __init__(self, players: int = 2, variant: str | None = None,
                 decks: DeckOption | list[DeckOption] | None = None,
                 deck_pool: str | os.PathLike[str] | None = None, slots: int = 32,
                 max_objects: int = 128, max_steps: int = 5000, max_decisions: int = 3000,
                 shaped_rewards: float = 0.0, render_mode: str | None = None,
                 seed: int | None = None) -> None:
        super().__init__()
        if render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: choose one of ansi, human or None")
        if type(max_steps) is not int or max_steps < 1:
            raise ValueError(f"max_steps must be a whole number of at least 1, not {max_steps!r}")
        self.encoder = Encoder(slots, max_objects)
        self.setup = game_spec(players, variant, decks, max_decisions, deck_pool)
        self.table = Table(self.setup, self.encoder)
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.shaped_rewards = float(shaped_rewards)
        count = self.setup.players
        self.possible_agents = [f"player_{i}" for i in range(count)]
        self._index = {agent: i for i, agent in enumerate(self.possible_agents)}
        self._observation_spaces = {a: observation_space(self.encoder) for a in self.possible_agents}
        self._action_spaces = {a: spaces.Discrete(slots) for a in self.possible_agents}
        self._seeds = np.random.default_rng(seed)
        self.agents: list[str] = []
        self.steps = 0

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """A new game; the same seed gives the same game (and shuffles, 103.3)."""
        if seed is not None:
            self._seeds = np.random.default_rng(seed)
        self.table.reset(int(self._seeds.integers(0, 2**63 - 1)))
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.steps = 0
        self._potential = self._potentials()
        self._select()
        self._describe()

    def observe(self, agent: str) -> dict[str, np.ndarray]:
        observation, mask = self.table.observe(self._index[agent])
        return {"observation": observation, "action_mask": mask}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        if action is None:
            raise ValueError(f"{agent} must choose a slot: only a player out of the game "
                             "steps with None")
        self.table.act(action)          # IllegalChoiceError for a slot that isn't legal
        self.steps += 1
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        self._shape()
        results = self.table.results()
        for a in self.agents:
            index = self._index[a]
            if not self.terminations[a] and self.table.out_of_game(index):
                self.terminations[a] = True           # 800.4a: they left; 104: it ended
                self.rewards[a] += results[index]
        if self.steps >= self.max_steps and not self.table.game.is_over:
            for a in self.agents:
                self.truncations[a] = True
        self._select()
        self._accumulate_rewards()
        self._describe()
        self._deads_step_first()

    def _select(self) -> None:
        decider = self.table.decider
        live = [a for a in self.agents if not (self.terminations[a] or self.truncations[a])]
        if decider is not None and self.possible_agents[decider] in live:
            self.agent_selection = self.possible_agents[decider]
        else:
            self.agent_selection = live[0] if live else self.agents[0]

    def _describe(self) -> None:
        self.infos = {a: self.table.describe(self._index[a]) for a in self.agents}

    def _potentials(self) -> list[float]:
        state = self.table.game.state
        return [life_potential(state, p.index) for p in state.players]

    def _shape(self) -> None:
        if not self.shaped_rewards:
            return
        now = self._potentials()
        for a in self.agents:
            index = self._index[a]
            self.rewards[a] += self.shaped_rewards * (now[index] - self._potential[index])
        self._potential = now

    def render(self) -> str | None:
        """The spectator's view of the table (a player's own view is the observation)."""
        return render(self.table.game, self.render_mode)

    def close(self) -> None:
        """Nothing to release: the game is plain data."""
