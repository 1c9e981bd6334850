"""Simulation throughput by worker count: games per second of `manastack simulate`'s engine
with 1, 2, ... workers, and the speed-up over one worker.

    python benchmarks/bench_simulate.py [--games 40] [--workers 1 2] [--players heuristic]
                                        [--runs 1] [--ray] [--json]

Each run plays the same jobs (the bundled demo decks, red-green aggro against white-blue-black
control, seed 1) into a fresh results file, start to end: one worker plays in this process,
K workers are a pool of K processes started for the run (their start-up is counted, as a user
waits for it too). The load average of the machine is printed before and after each run:
on a shared machine the figures only mean something beside it; the CPU seconds per game
(this process and its workers, `getrusage`) say what a game costs whatever the load
(Ray's workers are not children of this process: not counted). Every run's tables are
checked to be identical (the same seed gives the same results whatever the worker count).
"""

from __future__ import annotations

import argparse
import functools
import json
import os
import resource
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from manastack.simulate import Run, Settings, bundled_sim_deck, local_records, ray_records, simulate
from manastack.simulate.runner import Records

PAIR = ("red_green_aggro", "esper_control")


def _cpu_seconds() -> float:
    """CPU time of this process and of its finished children (the pool's workers)."""
    own, children = resource.getrusage(resource.RUSAGE_SELF), resource.getrusage(
        resource.RUSAGE_CHILDREN)
    return own.ru_utime + own.ru_stime + children.ru_utime + children.ru_stime


def measure(run: Run, records: Records) -> tuple[float, float, dict[str, Any]]:
    """Wall-clock and CPU seconds for the whole run into a fresh results file, and its
    tables."""
    with tempfile.TemporaryDirectory() as folder:
        start, cpu = time.perf_counter(), _cpu_seconds()
        results = simulate(run, Path(folder), records)
        return time.perf_counter() - start, _cpu_seconds() - cpu, results.as_dict()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--players", default="heuristic")
    parser.add_argument("--runs", type=int, default=1, help="runs per worker count (median)")
    parser.add_argument("--ray", action="store_true", help="also the largest count on a local Ray")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    decks = tuple(bundled_sim_deck(name) for name in PAIR)
    run = Run(decks, (PAIR,), args.games, seed=1, settings=Settings(args.players))
    ways: list[tuple[str, int, Records]] = [
        (f"{k} worker{'s' if k > 1 else ''}", k, functools.partial(local_records, workers=k))
        for k in args.workers]
    if args.ray:
        k = max(args.workers)
        ways.append((f"ray, {k} CPUs", k, functools.partial(ray_records, workers=k)))
    rows = []
    tables = None
    for label, workers, records in ways:
        times = []
        cpus = []
        loads = []
        for _ in range(args.runs):
            before = os.getloadavg()[0]
            seconds, cpu, table = measure(run, records)
            loads.append((before, os.getloadavg()[0]))
            times.append(seconds)
            cpus.append(cpu)
            if tables is None:
                tables = table
            elif table != tables:
                raise SystemExit(f"{label}: the tables differ from the first run's")
        seconds = statistics.median(times)
        rows.append({"way": label, "workers": workers, "games": args.games, "seconds": seconds,
                     "games_per_s": args.games / seconds,
                     "cpu_s_per_game": statistics.median(cpus) / args.games,
                     "load_before_after": loads})
    base = rows[0]["games_per_s"]
    for row in rows:
        row["speedup"] = row["games_per_s"] / base
    report = {"cpus": len(os.sched_getaffinity(0)), "players": args.players, "rows": rows}
    if args.json:
        print(json.dumps(report, indent=1))
        return
    print(f"{args.games} games of {PAIR[0]} vs {PAIR[1]}, {args.players} players, "
          f"{report['cpus']} CPUs; tables identical across runs")
    print(f"{'way':<16}{'s':>8}{'games/s':>10}{'speed-up':>10}{'CPU s/game':>12}"
          "  load average before -> after")
    for row in rows:
        loads = ", ".join(f"{a:.2f} -> {b:.2f}" for a, b in row["load_before_after"])
        print(f"{row['way']:<16}{row['seconds']:>8.1f}{row['games_per_s']:>10.2f}"
              f"{row['speedup']:>9.2f}x{row['cpu_s_per_game']:>12.3f}  {loads}")


if __name__ == "__main__":
    main()
