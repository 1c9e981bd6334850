"""Gymnasium environments: one learning player against computer players.

    >>> import gymnasium
    >>> import manastack.env.gymnasium          # registers the ids below
    >>> duel = gymnasium.make("manastack/Duel-v0", opponent="random")
    >>> observation, info = duel.reset(seed=3)
    >>> sorted(observation)
    ['action_mask', 'observation']

Registered ids: `manastack/Duel-v0` (two players), `manastack/FreeForAll-v0` (four),
`manastack/TwoHeadedGiant-v0` (the learner and a computer teammate against a computer
team, 810) and `manastack/Commander-v0` (four players, 903); each takes the options of
`ManastackEnv`. `gymnasium.make("manastack.env.gymnasium:manastack/Duel-v0")` imports this
module itself. `vector_env(n)` (or `gymnasium.make_vec(id, n, vectorization_mode="async")`)
plays n games at once in n processes.

Observations, action slots and `info` are those of the PettingZoo environment
(`manastack.env.pettingzoo`): the learner's view only. The computer players are
`manastack.agents.make_agent(opponent, seed)` and choose from their own views. The reward
is +1 for a win, -1 for a loss (104.2-104.3), 0 for a draw (104.4), when the learner leaves
the game or it ends; `shaped_rewards` adds the shaped reward described there.
"""

from __future__ import annotations

import os
from typing import Any

import gymnasium
import numpy as np
from gymnasium import spaces

from manastack.agents import Agent, make_agent
from manastack.errors import IllegalChoiceError
from manastack.game import Game

from .encoding import Encoder
from .pettingzoo import life_potential, observation_space
from .table import RENDER_MODES, DeckOption, Table, game_spec, render

__all__ = ["ManastackEnv", "vector_env"]

IDS: dict[str, dict[str, Any]] = {
    "manastack/Duel-v0": {"players": 2},
    "manastack/FreeForAll-v0": {"players": 4},
    "manastack/TwoHeadedGiant-v0": {"variant": "two-headed-giant"},
    "manastack/Commander-v0": {"players": 4, "variant": "commander"},
}


class ManastackEnv(gymnasium.Env[dict[str, Any], Any]):
    """The learner sits at `seat` (None: a random seat at each reset); the computer
    players `opponent` (one name for all of them, or one per other seat in turn order)
    make every other decision.

    An action outside the mask concedes the game (104.3a; `info["illegal"]` says why), as
    an action space must accept all its actions; `illegal="raise"` raises the
    IllegalChoiceError instead."""

    metadata = {"render_modes": list(RENDER_MODES[1:]), "render_fps": 1}  # noqa: RUF012 (gymnasium's)

    def __init__(self, opponent: str | list[str] = "random", seat: int | None = 0,
                 players: int = 2, variant: str | None = None,
                 decks: DeckOption | list[DeckOption] | None = None,
                 deck_pool: str | os.PathLike[str] | None = None, slots: int = 32,
                 max_objects: int = 128, max_steps: int = 5000, max_decisions: int = 3000,
                 shaped_rewards: float = 0.0, render_mode: str | None = None,
                 illegal: str = "concede") -> None:
        if illegal not in ("concede", "raise"):
            raise ValueError(f"illegal must be 'concede' or 'raise', not {illegal!r}")
        self.illegal = illegal
        if render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode {render_mode!r}: choose one of ansi, human or None")
        self.encoder = Encoder(slots, max_objects)
        self.setup = game_spec(players, variant, decks, max_decisions, deck_pool)
        self.table = Table(self.setup, self.encoder)
        count = self.setup.players
        if seat is not None and (type(seat) is not int or not 0 <= seat < count):
            raise ValueError(f"seat must be None or a seat from 0 to {count - 1}, not {seat!r}")
        names = [opponent] * (count - 1) if isinstance(opponent, str) else list(opponent)
        if len(names) != count - 1:
            raise ValueError(f"opponent: {len(names)} names for {count - 1} other seats")
        for name in names:
            make_agent(name)                # ManastackError now for an unknown name
        self.opponents = names
        self.seat_option = seat
        self.seat = seat if seat is not None else 0
        self.max_steps = max_steps
        self.shaped_rewards = float(shaped_rewards)
        self.render_mode = render_mode
        self.observation_space = observation_space(self.encoder)
        self.action_space = spaces.Discrete(slots)
        self._agents: dict[int, Agent] = {}
        self.steps = 0
        self._potential = 0.0

    def reset(self, *, seed: int | None = None, options: dict[str, Any] | None = None
              ) -> tuple[dict[str, np.ndarray], dict[str, Any]]:
        super().reset(seed=seed)
        rng = self.np_random
        count = self.setup.players
        self.seat = self.seat_option if self.seat_option is not None \
            else int(rng.integers(0, count))
        others = [i for i in range(count) if i != self.seat]
        self._agents = {i: make_agent(name, int(rng.integers(0, 2**31)))
                        for i, name in zip(others, self.opponents, strict=True)}
        self.table.reset(int(rng.integers(0, 2**63 - 1)))
        self.steps = 0
        self._play_others()
        self._potential = life_potential(self.table.game.state, self.seat)
        return self._observation(), self.table.describe(self.seat)

    def step(self, action: int) -> tuple[dict[str, np.ndarray], float, bool, bool, dict[str, Any]]:
        problem = None
        try:
            self.table.act(int(action) if isinstance(action, np.integer) else action)
        except IllegalChoiceError as exc:
            if self.illegal == "raise" or self.table.out_of_game(self.seat):
                raise
            problem = str(exc)
            self.table.game.concede(self.seat)          # 104.3a, 800.4a
            self.table.set_game(self.table.game)
        self.steps += 1
        self._play_others()
        reward = 0.0
        if self.shaped_rewards:
            now = life_potential(self.table.game.state, self.seat)
            reward += self.shaped_rewards * (now - self._potential)
            self._potential = now
        terminated = self.table.out_of_game(self.seat)
        if terminated:
            reward += self.table.results()[self.seat]
        truncated = not terminated and self.steps >= self.max_steps
        info = self.table.describe(self.seat)
        if problem is not None:
            info["illegal"] = problem
        return self._observation(), reward, terminated, truncated, info

    def _play_others(self) -> None:
        """The computer players decide until the learner is asked or leaves (800.4a)."""
        table = self.table
        while not table.out_of_game(self.seat) and table.decider != self.seat:
            decider = table.decider
            assert decider is not None
            game: Game = table.game
            game.apply(self._agents[decider].choose(game))
            table.set_game(game)

    def _observation(self) -> dict[str, np.ndarray]:
        observation, mask = self.table.observe(self.seat)
        return {"observation": observation, "action_mask": mask}

    def action_masks(self) -> np.ndarray:
        """The legal slots (the name sb3-contrib's maskable algorithms ask for)."""
        return self.table.observe(self.seat)[1].astype(bool)

    def render(self) -> str | None:
        """The spectator's view of the table (a player's own view is the observation)."""
        return render(self.table.game, self.render_mode)


def vector_env(num_envs: int, env_id: str = "manastack/Duel-v0", asynchronous: bool = True,
               **options: Any) -> gymnasium.vector.VectorEnv:
    """`num_envs` games at once: in as many processes (gymnasium's AsyncVectorEnv), or one
    after another in this one (SyncVectorEnv)."""
    mode = "async" if asynchronous else "sync"
    return gymnasium.make_vec(env_id, num_envs=num_envs, vectorization_mode=mode, **options)


for _id, _kwargs in IDS.items():
    if _id not in gymnasium.registry:
        gymnasium.register(id=_id, entry_point="manastack.env.gymnasium:ManastackEnv",
                           kwargs=_kwargs)
