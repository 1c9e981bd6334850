"""The puzzle solver on the puzzles of tests/puzzles/: positions searched, seconds and
positions per second for each, and whether it found a line or proved none (median of
`--runs` runs; one core, as bench_engine does).

    python benchmarks/bench_solver.py                 # table
    python benchmarks/bench_solver.py --runs 5 --json
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench_engine import loop_ns, pin_to_one_core

from manastack.scenario import build_state
from manastack.solver import Budget, solve
from manastack.solver.forge import load_puzzle

PUZZLES = Path(__file__).resolve().parent.parent / "tests" / "puzzles"


def measure(path: Path, runs: int) -> dict[str, object]:
    scenario = load_puzzle(path)
    assert scenario.goal is not None
    seconds: list[float] = []
    nodes = 0
    status = ""
    for _ in range(runs):
        state, labels = build_state(scenario.position, cards=scenario.cards)
        solution = solve(state, scenario.goal, labels, Budget(nodes=None, seconds=None))
        seconds.append(solution.seconds)
        nodes, status = solution.nodes, solution.status.value
    median = statistics.median(seconds)
    return {"puzzle": path.stem, "status": status, "positions": nodes,
            "seconds": round(median, 3), "positions_per_s": round(nodes / median) if median else None,
            "line": len(solution.moves)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--core", type=int, default=None)
    args = parser.parse_args()
    pin_to_one_core(args.core)
    before = loop_ns()
    rows = [measure(path, args.runs) for path in sorted(PUZZLES.glob("*.pzl"))]
    after = loop_ns()
    if args.json:
        print(json.dumps({"loop_ns": [before, after], "puzzles": rows}, indent=2))
        return
    print(f"yardstick: {before:.1f} / {after:.1f} ns per loop iteration")
    print(f"{'puzzle':24} {'status':12} {'positions':>9} {'seconds':>8} {'pos/s':>7} {'line':>5}")
    for row in rows:
        print(f"{row['puzzle']:24} {row['status']:12} {row['positions']:>9,} "
              f"{row['seconds']:>8.2f} {row['positions_per_s'] or 0:>7,} {row['line']:>5}")


if __name__ == "__main__":
    main()
