"""Computer players. Each is an object with `choose(game) -> Choice` that picks among
`game.legal_choices()` for the player whose decision it is, deciding only from what that
player may know (`game.view`, `game.sample`).

Tools that let a user name a player (`manastack demo --players`, `simulate`, the game
server, the learning environments) build them through `make_agent`, so a new kind of
player is one entry in `AGENTS`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, Protocol

from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.decisions import Choice


class Agent(Protocol):
    def choose(self, game: Game) -> Choice: ...


def _random(seed: int, **options: Any) -> Agent:
    from manastack.agents.random_agent import RandomAgent
    return RandomAgent(seed, **options)


def _baseline(seed: int, **options: Any) -> Agent:
    from manastack.agents.baseline import BaselineAgent
    return BaselineAgent(seed, **options)


def _heuristic(seed: int, **options: Any) -> Agent:
    from manastack.agents.heuristic import HeuristicAgent
    return HeuristicAgent(seed, **options)


def _search(seed: int, **options: Any) -> Agent:
    from manastack.agents.search import SearchAgent
    return SearchAgent(seed, **options)


AGENTS: dict[str, Callable[..., Agent]] = {
    "random": _random,
    "baseline": _baseline,
    "heuristic": _heuristic,
    "search": _search,
}


def make_agent(name: str, seed: int = 0, **options: Any) -> Agent:
    """The computer player called `name` (a key of `AGENTS`), seeded; `options` go to
    its constructor (e.g. `make_agent("search", 1, iterations=64)`)."""
    try:
        factory = AGENTS[name]
    except KeyError:
        raise ManastackError(f"unknown player {name!r}: choose one of "
                             f"{', '.join(sorted(AGENTS))}") from None
    return factory(seed, **options)
