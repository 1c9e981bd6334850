"""Instructions per random game, counted by callgrind: a figure that the load of a shared
machine doesn't move (wall-clock timings there are noise).

    python benchmarks/bench_instructions.py [--games 10] [--config single] [--src DIR]

Runs `--games` random reference games (elves-vs-ogres, seeds 0, 1, ..., each player
choosing uniformly among the legal choices as in `bench_engine.py`) under
`valgrind --tool=callgrind` and prints the instructions executed by the games alone: the
interpreter's start, the imports and the deck lists run uninstrumented (instrumentation is
switched on once they are done, `callgrind_control -i on`), and only what runs inside
the games' `functools.reduce` is counted. `PYTHONHASHSEED` is fixed, so two runs of one
build count nearly the same (within about 0.1%); compare builds with `--src` (the folder
holding the `manastack` package to measure, default this checkout's `src`). Needs valgrind.
"""

from __future__ import annotations

import argparse
import functools
import os
import random
import re
import subprocess
import sys
import tempfile
import time
from pathlib import Path

CONFIGS = {
    "default": {},
    "paying": {"mana_at_priority": False},
    "single": {"mana_at_priority": False, "take_single_choices": True},
    "auto": {"mana_at_priority": False, "take_single_choices": True, "auto_pay": True},
}


def _play(games: int, config: str, go: str) -> None:
    """The measured process: set up, wait to be instrumented, play under `reduce`."""
    from manastack.cards.decks import reference_decks
    from manastack.game import Game

    options = CONFIGS[config]
    lists = reference_decks()
    Game.new(lists, seed=10_000, **options)      # the lazy imports, outside the count
    print("READY", os.getpid(), flush=True)
    while not os.path.exists(go):
        time.sleep(0.1)

    def play(decisions: int, seed: int) -> int:
        game = Game.new(lists, seed=seed, **options)
        rng = random.Random(seed)
        while (decision := game.decision) is not None:
            found = decision.options
            game.apply(found[rng.randrange(len(found))] if len(found) > 1 else found[0])
            decisions += 1
        return decisions

    print("decisions", functools.reduce(play, range(games), 0), flush=True)


def count(games: int, config: str, src: Path) -> tuple[int, int]:
    """(instructions, decisions) of `games` games of `config` with the package in `src`."""
    with tempfile.TemporaryDirectory() as scratch:
        go = os.path.join(scratch, "go")
        env = dict(os.environ, PYTHONPATH=str(src), PYTHONHASHSEED="0")
        command = ["valgrind", "--tool=callgrind", "--instr-atstart=no", "--collect-atstart=no",
                   "--toggle-collect=functools_reduce",
                   f"--callgrind-out-file={scratch}/callgrind.out",
                   sys.executable, __file__, "--child", go, "--games", str(games),
                   "--config", config]
        with subprocess.Popen(command, env=env, stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True) as child:
            assert child.stdout is not None and child.stderr is not None
            line = child.stdout.readline()
            if not line.startswith("READY"):
                raise RuntimeError(f"the measured process didn't start: {line}{child.stderr.read()}")
            subprocess.run(["callgrind_control", "-i", "on", line.split()[1]], check=True,
                           capture_output=True)
            Path(go).touch()
            out, err = child.communicate()
        collected = re.search(r"Collected : (\d+)", err)
        decisions = re.search(r"decisions (\d+)", out)
        if collected is None or decisions is None:
            raise RuntimeError(f"no count in callgrind's output: {err[-2000:]}")
        return int(collected.group(1)), int(decisions.group(1))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--config", choices=list(CONFIGS), default="single",
                        help="single: mana abilities only while paying, single choices taken "
                             "(the configuration compared with the Rust engine)")
    parser.add_argument("--src", type=Path, default=Path(__file__).resolve().parent.parent / "src")
    parser.add_argument("--child", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.child:
        _play(args.games, args.config, args.child)
        return
    instructions, decisions = count(args.games, args.config, args.src)
    print(f"{instructions:,} instructions in {args.games} games ({decisions:,} decisions): "
          f"{instructions / args.games / 1e6:,.1f} M per game, "
          f"{instructions / decisions / 1e3:,.1f} k per decision")


if __name__ == "__main__":
    main()
