"""Replays: a game to step through forwards and backwards, from a server game's record,
a save file (its checkpoint and each answer since) or a scenario file (its position and
each step of its script). Each step is a fork of the game (constant time), so stepping
back costs nothing.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from manastack.bounded_json import loads
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.stops import DEFAULT_STOPS
from manastack.server.tables import take_action

MAX_REPLAY_STEPS = 25_000       # a server game has at most 20,000 decisions (tables.py)


class ReplayError(ManastackError, ValueError):
    """A replay that can't be built; names the source and the reason."""


@dataclass
class Replay:
    """`games[k]` is the game after step k; `labels[k]` says what step k did."""

    source: str
    games: list[Game]
    labels: list[str]

    def __len__(self) -> int:
        return len(self.games)

    def step(self, index: object, seat: int | None) -> dict[str, Any]:
        """Step `index` as `seat` sees it (None: a spectator)."""
        if type(index) is not int or not 0 <= index < len(self.games):
            raise ReplayError(f"replay {self.source}: step {str(index)[:20]} is not one of "
                              f"0 to {len(self.games) - 1}")
        game = self.games[index]
        if seat is not None and not 0 <= seat < len(game.state.players):
            raise ReplayError(f"replay {self.source}: no seat {seat}")
        return {"type": "replay", "step": index, "steps": len(self.games),
                "label": self.labels[index], "seat": seat, "view": game.view(seat),
                "log": [{"rule": e.rule, "text": e.text, "turn": e.turn}
                        for e in game.log_for(seat)],
                "hash": game.state_hash()}

    # -- sources --------------------------------------------------------------------------
    @classmethod
    def from_record(cls, source: str, start: str, humans: Sequence[int],
                    actions: Sequence[list[Any]]) -> Replay:
        """A server game: its first save and its actions, taken again with the same stops."""
        if len(actions) >= MAX_REPLAY_STEPS:
            raise ReplayError(f"replay {source}: {len(actions):,} actions (at most "
                              f"{MAX_REPLAY_STEPS - 1:,})")
        game = Game.load(start, source)
        for seat in humans:
            game.set_stops(seat, DEFAULT_STOPS)
        replay = cls(source, [game.fork()], ["the game begins (103)"])
        for action in actions:
            replay.labels.append(take_action(game, action))
            replay.games.append(game.fork())
        return replay

    @classmethod
    def from_save(cls, source: str, text: str) -> Replay:
        """A save file: its checkpoint, then each answer it holds since."""
        whole = Game.load(text, source)             # checks the save, its schema and hash
        data = loads(text, max_digits=40)
        answers = data["answers"]
        replay = cls(source, [], [])
        for count in range(len(answers) + 1):
            partial = dict(data, answers=answers[:count])
            partial.pop("hash", None)
            game = whole if count == len(answers) else \
                Game.load(json.dumps(partial), source, require_hash=False)
            replay.games.append(game)
            replay.labels.append("the saved checkpoint" if count == 0 else
                                 f"answer {count}: {' '.join(map(str, answers[count - 1]))}")
        return replay

    @classmethod
    def from_scenario(cls, source: str, text: str) -> Replay:
        """A scenario file: its position, then each step of its script."""
        from manastack.scenario import load_scenario_text
        scenario = load_scenario_text(text, source)
        replay = cls(source, [], [])
        for label, game in scenario.replay():
            replay.labels.append(label)
            replay.games.append(game)
        return replay
