"""Learning environments' speed: steps per second with random masked actions.

    python benchmarks/bench_env.py [--seconds 20] [--processes 2] [--decks elves_vs_ogres]

Each part plays games from seed 0 on for `--seconds` and reports steps per second (wall
clock) and processor seconds per 1,000 steps, so that a busy machine can be told apart:

* engine: the raw engine, `Game.new(..., mana_at_priority=False, take_single_choices=True)`
  as the environments set it up, a random choice at every decision, no observation;
* pettingzoo: the AEC environment, every agent choosing a random legal slot from its
  observation's action mask (observation encoding included: `last()` at every step);
* gymnasium: `manastack/Duel-v0` against the random player (a step is the learner's;
  the opponent's decisions are made inside it, as its cost);
* vector sync / async: `vector_env(n)`, n games in this process or in n processes
  (gymnasium's SyncVectorEnv and AsyncVectorEnv); a step is one step of every game.
"""

from __future__ import annotations

import argparse
import os
import random
import time
from collections.abc import Callable

import numpy as np

from manastack.env.pettingzoo import raw_env
from manastack.env.table import game_spec


def measure(step: Callable[[], int], seconds: float) -> tuple[float, float, int]:
    """(steps per second, processor ms of this process per step, steps) of calling `step`
    (which returns how many steps it made) for `seconds`."""
    start, cpu, steps = time.perf_counter(), time.process_time(), 0
    while time.perf_counter() - start < seconds:
        steps += step()
    wall = time.perf_counter() - start
    return steps / wall, (time.process_time() - cpu) / steps * 1000, steps


def engine_steps(decks: str) -> Callable[[], int]:
    spec = game_spec(decks=decks)
    seeds = iter(range(10**9))

    def one_game() -> int:
        seed = next(seeds)
        game, rng, count = spec.new_game(seed), random.Random(seed), 0
        while not game.is_over:
            options = game.legal_choices()
            game.apply(options[rng.randrange(len(options))])
            count += 1
        return count
    return one_game


def pettingzoo_steps(decks: str) -> Callable[[], int]:
    table = raw_env(decks=decks)
    rng = np.random.default_rng(0)
    seeds = iter(range(10**9))

    def one_game() -> int:
        table.reset(seed=next(seeds))
        count = 0
        for _agent in table.agent_iter():
            observation, _, terminated, truncated, _ = table.last()
            if terminated or truncated:
                table.step(None)
                continue
            table.step(int(rng.choice(np.flatnonzero(observation["action_mask"]))))
            count += 1
        return count
    return one_game


def gymnasium_steps(decks: str) -> Callable[[], int]:
    import gymnasium

    import manastack.env.gymnasium  # noqa: F401 (registers the ids)
    env = gymnasium.make("manastack/Duel-v0", decks=decks)
    rng = np.random.default_rng(0)
    seeds = iter(range(10**9))

    def one_game() -> int:
        observation, _ = env.reset(seed=next(seeds))
        count, done = 0, False
        while not done:
            action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            observation, _, terminated, truncated, _ = env.step(action)
            count += 1
            done = terminated or truncated
        return count
    return one_game


def vector_steps(decks: str, processes: int, asynchronous: bool
                 ) -> tuple[Callable[[], int], Callable[[], None]]:
    from manastack.env.gymnasium import vector_env
    envs = vector_env(processes, asynchronous=asynchronous, decks=decks)
    rng = np.random.default_rng(0)
    observations, _ = envs.reset(seed=list(range(processes)))
    state = {"observations": observations}

    def hundred_steps() -> int:
        for _ in range(100):
            masks = state["observations"]["action_mask"]
            actions = np.array([int(rng.choice(np.flatnonzero(m))) if m.any() else 0 for m in masks])
            state["observations"], *_ = envs.step(actions)
        return 100 * processes
    return hundred_steps, envs.close


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="per part")
    parser.add_argument("--processes", type=int, default=2, help="games of the vector envs")
    parser.add_argument("--decks", default="elves_vs_ogres", help="a bundled deck, for both")
    options = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.1f}; {options.seconds:.0f} s per part; "
          f"decks {options.decks}")
    print("| part | steps/s | processor ms per step (this process) | steps |")
    print("|---|---|---|---|")
    parts: list[tuple[str, Callable[[], int], Callable[[], None] | None]] = [
        ("engine (raw decisions)", engine_steps(options.decks), None),
        ("pettingzoo AEC, one process", pettingzoo_steps(options.decks), None),
        ("gymnasium Duel-v0 vs random, one process", gymnasium_steps(options.decks), None),
    ]
    for asynchronous in (False, True):
        step, close = vector_steps(options.decks, options.processes, asynchronous)
        kind = "async, processes" if asynchronous else "sync, one process"
        parts.append((f"vector env, {options.processes} games ({kind})", step, close))
    for name, step, close in parts:
        rate, cpu_ms, steps = measure(step, options.seconds)
        if close is not None:
            close()
        print(f"| {name} | {rate:,.0f} | {cpu_ms:.2f} | {steps:,} |")


if __name__ == "__main__":
    main()
