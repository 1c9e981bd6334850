"""An OpenSpiel game, registered as `python_manastack` when this module is imported.

    >>> import pyspiel
    >>> import manastack.env.openspiel           # registers python_manastack
    >>> game = pyspiel.load_game("python_manastack", {"players": 2})
    >>> state = game.new_initial_state()
    >>> state.is_chance_node()
    True

**Chance.** The game has one chance node, the first: it deals the game's seed, uniformly
among `seeds` outcomes. Every shuffle after it (the opening shuffle, 103.3; a search's,
701.24) is drawn by the engine from its random number generator, part of the hidden state
and seeded by that outcome: the shuffles are sampled, not chance nodes. The engine draws
its randomness inside the rules (`ctx.random_below`), where a shuffle of 60 cards has 60!
outcomes that no chance node can list; a seed keeps a state's history (its actions) a
complete and exact description of it, so serialising by history replays it exactly.
Search over what a player doesn't know goes through `resample_from_infostate`, which is
`game.sample(player)`: every hidden card redrawn consistently with their knowledge.

**Players' actions** are the action slots of `manastack.env.encoding` (`slots` of them; a
decision with more choices is shown in pages). Returns are +1 for a win, -1 for a loss,
0 for a draw (104.2-104.4): general-sum with three or more players. A game is a draw
(104.4) once `max_decisions` decisions have been answered, or once `max_game_length`
player actions (page turns included) have been taken.

**Observations** come from `game.view(player)` alone: the observation string is the view
as JSON (with the page of slots for the player who decides), the information-state string
adds the player's log (`game.log_text(player)`, what they saw happen), and both tensors are
the encoding of the view (`docs/observations.md`; they hold no history).
"""

from __future__ import annotations

import json
from typing import Any

import numpy as np
import pyspiel

from manastack.env.encoding import Encoder
from manastack.env.table import Table, game_spec

__all__ = ["ManastackGame", "ManastackState"]

DEFAULTS: dict[str, Any] = {"players": 2, "variant": "", "decks": "", "deck_pool": "", "slots": 32,
                            "max_objects": 128, "max_decisions": 1500, "seeds": 1024}

_GAME_TYPE = pyspiel.GameType(
    short_name="python_manastack",
    long_name="manastack: Magic: The Gathering under the Comprehensive Rules",
    dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
    chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
    information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
    utility=pyspiel.GameType.Utility.GENERAL_SUM,
    reward_model=pyspiel.GameType.RewardModel.TERMINAL,
    max_num_players=6,
    min_num_players=2,
    provides_information_state_string=True,
    provides_information_state_tensor=True,
    provides_observation_string=True,
    provides_observation_tensor=True,
    parameter_specification=DEFAULTS)


class ManastackGame(pyspiel.Game):
    """Parameters: `players` (2-6), `variant` ("" for two-player or free-for-all,
    "two-headed-giant", "commander", "brawl"), `decks` (comma-separated bundled deck names
    or decklist files; "" for the defaults), `deck_pool` (a folder of decklists: each game
    deals every player one of them), `slots`, `max_objects`, `max_decisions`,
    `seeds` (the outcomes of the chance node)."""

    def __init__(self, params: dict[str, Any] | None = None) -> None:
        options = {**DEFAULTS, **(params or {})}
        decks = [d.strip() for d in str(options["decks"]).split(",") if d.strip()] or None
        self.spec = game_spec(int(options["players"]), options["variant"] or None,
                              decks[0] if decks and len(decks) == 1 else decks,
                              int(options["max_decisions"]), options["deck_pool"] or None)
        self.encoder = Encoder(int(options["slots"]), int(options["max_objects"]))
        self.seeds = int(options["seeds"])
        if self.seeds < 1:
            raise ValueError(f"seeds must be at least 1, not {self.seeds}")
        self.max_length = 2 * self.spec.max_decisions
        info = pyspiel.GameInfo(
            num_distinct_actions=self.encoder.slots,
            max_chance_outcomes=self.seeds,
            num_players=self.spec.players,
            min_utility=-1.0,
            max_utility=1.0,
            max_game_length=self.max_length + 1)
        super().__init__(_GAME_TYPE, info, options)

    def new_initial_state(self) -> ManastackState:
        return ManastackState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Any = None) -> ManastackObserver:
        if params:
            raise ValueError(f"observation parameters are not supported: {params!r}")
        perfect_recall = bool(iig_obs_type is not None and iig_obs_type.perfect_recall)
        return ManastackObserver(self.encoder, perfect_recall)


class ManastackState(pyspiel.State):
    def __init__(self, game: ManastackGame) -> None:
        super().__init__(game)
        self.table: Table | None = None       # None until the chance node deals the seed
        self.actions = 0

    # `clone` (pyspiel's, a deep copy of this state's attributes) copies the table through
    # `Table.__deepcopy__`, a `game.fork()`: constant time. `serialize` (pyspiel's, a
    # pickle of the attributes) writes the table as a manastack save (`Table.__getstate__`).

    @property
    def _manastack(self) -> ManastackGame:
        game = self.get_game()
        assert isinstance(game, ManastackGame)
        return game

    def current_player(self) -> int:
        if self.table is None:
            return int(pyspiel.PlayerId.CHANCE)
        if self._over():
            return int(pyspiel.PlayerId.TERMINAL)
        decider = self.table.decider
        assert decider is not None
        return decider

    def _over(self) -> bool:
        assert self.table is not None
        return self.table.game.is_over or self.actions >= self._manastack.max_length

    def _legal_actions(self, player: int) -> list[int]:
        assert self.table is not None
        return sorted(slot.index for slot in self.table.slots())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        seeds = self._manastack.seeds
        return [(seed, 1.0 / seeds) for seed in range(seeds)]

    def _apply_action(self, action: int) -> None:
        if self.table is None:
            self.table = Table(self._manastack.spec, self._manastack.encoder, int(action))
            return
        self.table.act(int(action))
        self.actions += 1

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"seed {action}"
        assert self.table is not None
        slot = next((s for s in self.table.slots() if s.index == action), None)
        return f"slot {action}" if slot is None else f"slot {action}: {slot.text}"

    def is_terminal(self) -> bool:
        return self.table is not None and self._over()

    def returns(self) -> list[float]:
        if self.table is None or not self._over():
            return [0.0] * self._manastack.spec.players
        return self.table.results()

    def resample_from_infostate(self, player_id: int, probability_sampler: Any) -> ManastackState:
        """A state the player can't tell from this one: `game.sample(player)`, seeded by
        `probability_sampler()` (a number in [0, 1))."""
        other: ManastackState = self.clone()
        if self.table is None or self.is_terminal():
            return other
        assert other.table is not None
        seed = int(float(probability_sampler()) * 2**32)
        page = other.table.page
        other.table.set_game(self.table.game.sample(player_id, seed))
        if page < other.table.pages():
            other.table.page = page
        return other

    def __str__(self) -> str:
        if self.table is None:
            return "(the seed is not dealt yet)"
        from manastack.env.table import spectator_text
        return spectator_text(self.table.game)


class ManastackObserver:
    """What one player observes (OpenSpiel's PyObserver): from their view only."""

    def __init__(self, encoder: Encoder, perfect_recall: bool) -> None:
        self.encoder = encoder
        self.perfect_recall = perfect_recall
        self.tensor = np.zeros(encoder.size, np.float32)
        self.dict = {name: section.of(self.tensor) for name, section in encoder.sections.items()}

    def set_from(self, state: ManastackState, player: int) -> None:
        if state.table is None:
            self.tensor.fill(0.0)
            return
        self.tensor[:] = state.table.observe(player)[0]

    def string_from(self, state: ManastackState, player: int) -> str:
        if state.table is None:
            return f"player {player}: the seed is not dealt yet"
        table = state.table
        seen: dict[str, Any] = {"view": table.game.view(player)}
        if table.decider == player:
            seen["slots"] = [slot.text for slot in table.slots()]
            seen["page"] = table.page
        if self.perfect_recall:
            seen["log"] = table.game.log_text(player)
        return json.dumps(seen, sort_keys=True)


pyspiel.register_game(_GAME_TYPE, ManastackGame)
