"""Engine speed and memory: random-vs-random games, forks, saves and board scaling.

    python benchmarks/bench_engine.py [--games N] [--runs 3] [--json | --markdown] [--profile]

Measured as ../shared/bench/README.md asks, so that the figures compare with other engines:
two players choosing uniformly at random among the legal choices of every decision,
seeded; one process pinned to one core; every figure the median of `--runs` runs.

* games: games/s, decisions/s, non-trivial decisions/s (decisions with >= 2 legal
  choices), mean decisions and turns per game, for the reference mirror (elves-vs-ogres,
  also with mana abilities offered only while paying, that with the single choices
  taken by the engine, and that with mana costs paid by the engine) and the bundled demo
  decks;
* forks: `game.fork()` per second on a game paused at its first decision of turn 8, and
  fork-then-apply (a fork plus one random legal choice: one step of a search);
* saves: ms per `game.save()` and per `Game.load()` at that decision, and the save's size
  (forks and saves: the median over five such games, seeds 1-5);
* scaling (DESIGN.md lesson 7): ms per decision of random play (overall, and for
  priority and declare-blockers decisions), and fork and save cost, from positions with
  10 to 400 permanents (`manastack.scenario.build_game`);
* memory: peak resident set size of the benchmark process (`resource.getrusage(...)
  .ru_maxrss`), after each part.

`--profile` runs cProfile over the reference games instead and prints the hot spots;
`--peers ROUNDS` runs ours and the peer engines' benchmarks interleaved on one core
(`../shared/bench/peers/run.sh setup` first) and prints games/s with the ratios.
"""

from __future__ import annotations

import argparse
import contextlib
import cProfile
import gc
import json
import os
import platform
import pstats
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from manastack.cards.decks import demo_decks, reference_decks
from manastack.game import Game
from manastack.rules.abilities import CardDef
from manastack.scenario import build_game

Decks = list[list[CardDef]]
# name -> (the decks, keyword arguments of Game.new)
MATCHUPS: dict[str, tuple[Callable[[], Decks], dict[str, Any]]] = {
    # ../shared/bench/elves-vs-ogres.txt, mirrored; mana abilities may be activated at
    # any priority (605.3a), as the engine's default
    "elves-vs-ogres": (reference_decks, {}),
    # the same, with mana abilities offered only while paying (Game.new's
    # mana_at_priority=False): the action space of engines that don't offer them at
    # priority
    "elves-vs-ogres, mana when paying": (reference_decks, {"mana_at_priority": False}),
    # the same, with the engine taking every choice that is the only legal one
    # (Game.new's take_single_choices=True), as the first engine of the reference table
    # skips 1-option decisions
    "elves-vs-ogres, mana when paying, single choices taken": (
        reference_decks, {"mana_at_priority": False, "take_single_choices": True}),
    # the same, with the engine paying mana costs by itself (Game.new's auto_pay=True):
    # like the first engine of the reference table, no decision of which source pays
    "elves-vs-ogres, mana when paying, single choices taken, automatic payment": (
        reference_decks, {"mana_at_priority": False, "take_single_choices": True,
                          "auto_pay": True}),
    "demo-decks": (demo_decks, {}),        # red-green aggro vs white-blue-black control
}
FORK_TURN = 8
FORK_SEEDS = range(1, 6)     # fork and save figures: the median over these games at turn 8
BOARD_SIZES = (10, 50, 100, 200, 400)


# -- helpers ---------------------------------------------------------------------------
def peak_rss_mb() -> float:
    """Peak resident set size of this process so far (ru_maxrss is KiB on Linux)."""
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return peak / (1024 * 1024) if sys.platform == "darwin" else peak / 1024


def rate(action: Callable[[], object], min_seconds: float = 0.4) -> float:
    """Calls per second of `action`, timed over at least `min_seconds`."""
    count = 16
    while True:
        start = time.perf_counter()
        for _ in range(count):
            action()
        elapsed = time.perf_counter() - start
        if elapsed >= min_seconds:
            return count / elapsed
        count *= 2


def loop_ns() -> float:
    """ns per iteration of a plain Python loop: a yardstick of this core's speed at the
    time (other load on the machine shows here too), to compare figures across machines."""
    best = float("inf")
    for _ in range(5):
        start = time.perf_counter()
        total = 0
        for i in range(1_000_000):
            total += i
        best = min(best, time.perf_counter() - start)
    return best * 1000


def pin_to_one_core(core: int | None) -> int | None:
    """Run on a single core (the reference figures are one process, one core): `core`, or
    the last one this process may use."""
    if not hasattr(os, "sched_setaffinity"):
        return None
    if core is None:
        core = max(os.sched_getaffinity(0))
    os.sched_setaffinity(0, {core})
    return core


# -- games -----------------------------------------------------------------------------
@dataclass
class GameRun:
    games: int
    seconds: float
    decisions: int
    nontrivial: int
    turns: int

    @property
    def figures(self) -> dict[str, float]:
        return {
            "games_per_s": self.games / self.seconds,
            "decisions_per_s": self.decisions / self.seconds,
            "nontrivial_per_s": self.nontrivial / self.seconds,
            "mean_decisions": self.decisions / self.games,
            "mean_nontrivial": self.nontrivial / self.games,
            "mean_turns": self.turns / self.games,
        }


def play_games(decks: Callable[[], Decks], games: int, first_seed: int = 0,
               options: dict[str, Any] | None = None) -> GameRun:
    """Random-vs-random games with seeds first_seed, first_seed + 1, ...; the deck lists
    are built once, outside the timing (they are immutable and shared). `options` are
    keyword arguments of Game.new."""
    lists = decks()
    settings = options or {}
    decisions = nontrivial = turns = 0
    start = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        game = Game.new(lists, seed=seed, **settings)
        rng = random.Random(seed)
        while (decision := game.decision) is not None:
            options = decision.options
            count = len(options)
            if count > 1:
                nontrivial += 1
                game.apply(options[rng.randrange(count)])
            else:
                game.apply(options[0])
            decisions += 1
        turns += game.state.turn
    return GameRun(games, time.perf_counter() - start, decisions, nontrivial, turns)


def paused_at_turn(decks: Decks, turn: int = FORK_TURN, seed: int = 1,
                   options: dict[str, Any] | None = None) -> Game:
    """A random game at its first decision of `turn` (the next seed if one ends sooner)."""
    while True:
        game = Game.new(decks, seed=seed, **(options or {}))
        rng = random.Random(seed)
        while game.decision is not None and game.state.turn < turn:
            options = game.legal_choices()
            game.apply(options[rng.randrange(len(options))])
        if game.decision is not None:
            return game
        seed += 1


def fork_figures(game: Game) -> dict[str, float]:
    rng = random.Random(0)
    options = game.legal_choices()

    def fork_and_apply() -> None:
        game.fork().apply(options[rng.randrange(len(options))])

    text = game.save()
    return {
        "forks_per_s": rate(game.fork),
        "fork_apply_per_s": rate(fork_and_apply),
        "save_ms": 1000 / rate(game.save),
        "load_ms": 1000 / rate(lambda: Game.load(text)),
        "save_kb": len(text) / 1024,
        "turn": game.state.turn,
        "permanents": len(game.state.battlefield),
        "log_entries": game.state.log_len,
    }


# -- scaling with the board --------------------------------------------------------------
_LANDS = ("Forest", "Mountain")
_CREATURES = ("Llanowar Elves", "Gray Ogre", "Grizzly Bears")


def board_position(permanents: int) -> dict[str, Any]:
    """Two players sharing `permanents` permanents, half lands and half creatures, none
    of them new this turn, with 40-card libraries and five cards in hand; Alice's first
    main phase."""
    players = []
    for index, name in enumerate(("Alice", "Bob")):
        count = permanents // 2 + (permanents % 2 if index == 0 else 0)
        battlefield = [_LANDS[i % 2] if i % 2 == 0 else _CREATURES[i % 3] for i in range(count)]
        players.append({
            "name": name,
            "battlefield": battlefield,
            "hand": ["Gray Ogre", "Llanowar Elves", "Grizzly Bears", "Forest", "Mountain"],
            "library": [_LANDS[i % 2] if i % 3 == 0 else _CREATURES[i % 3] for i in range(40)],
        })
    return {"turn": 5, "active": "Alice", "step": "precombat main", "players": players}


def scaling_figures(permanents: int, decisions: int = 400, seed: int = 0) -> dict[str, float]:
    """Per-decision cost of random play from a board of `permanents` permanents (until
    `decisions` decisions or the game ends), and fork and save cost on that board."""
    start_game = build_game(board_position(permanents), seed=seed)
    forks = rate(start_game.fork, 0.2)
    save_ms = 1000 / rate(start_game.save, 0.2)
    game = start_game.fork()
    rng = random.Random(seed)
    sizes: list[int] = []
    by_kind: dict[str, list[float]] = {"priority": [], "blockers": []}
    clock = time.perf_counter
    while (decision := game.decision) is not None and len(sizes) < decisions:
        options = decision.options
        start = clock()
        game.apply(options[rng.randrange(len(options))])
        by_kind.setdefault(decision.kind.value, []).append(clock() - start)
        sizes.append(len(game.state.battlefield))
    count = len(sizes)
    elapsed = sum(sum(times) for times in by_kind.values())
    return {
        "permanents": permanents,
        "mean_permanents": statistics.fmean(sizes),
        "decisions": count,
        "ms_per_decision": 1000 * elapsed / count,
        "priority_ms": 1000 * statistics.fmean(by_kind["priority"] or [0.0]),
        "blockers_ms": 1000 * statistics.fmean(by_kind["blockers"] or [0.0]),
        "forks_per_s": forks,
        "save_ms": save_ms,
        "options_at_start": len(start_game.legal_choices()),
    }


# -- running -----------------------------------------------------------------------------
def median_of(runs: Sequence[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(run[key] for run in runs) for key in runs[0]}


def environment(core: int | None) -> dict[str, Any]:
    cpu = platform.processor() or platform.machine()
    with contextlib.suppress(OSError):      # no /proc/cpuinfo: keep the platform's name
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                                text=True, check=True, cwd=Path(__file__).parent).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        commit = "unknown"
    load = " ".join(f"{x:.1f}" for x in os.getloadavg()) if hasattr(os, "getloadavg") else "?"
    return {"python": platform.python_version(), "implementation": platform.python_implementation(),
            "platform": platform.platform(), "cpu": cpu, "pinned_core": core, "commit": commit,
            "load_average": load, "loop_ns_before": loop_ns()}


def run(games: int, runs: int, sizes: Sequence[int]) -> dict[str, Any]:
    results: dict[str, Any] = {"games_per_run": games, "runs": runs, "matchups": {},
                               "scaling": [], "peak_rss_mb": {}}
    for name, (decks, options) in MATCHUPS.items():
        play_games(decks, 2, first_seed=10_000, options=options)   # warm-up (imports, caches)
        game_runs = []
        fork_runs = []
        for _ in range(runs):
            gc.collect()
            game_runs.append(play_games(decks, games, options=options).figures)
            fork_runs.append(median_of([fork_figures(paused_at_turn(decks(), seed=seed,
                                                                    options=options))
                                        for seed in FORK_SEEDS]))
        results["matchups"][name] = {
            "games": median_of(game_runs),
            f"at_turn_{FORK_TURN}": median_of(fork_runs),
            "all_runs": [asdict_figures(g, f) for g, f in zip(game_runs, fork_runs, strict=True)],
        }
        results["peak_rss_mb"][name] = peak_rss_mb()
    for size in sizes:
        results["scaling"].append(median_of([scaling_figures(size) for _ in range(runs)]))
    results["peak_rss_mb"]["scaling"] = peak_rss_mb()
    return results


def asdict_figures(games: dict[str, float], forks: dict[str, float]) -> dict[str, float]:
    return {**games, **{f"turn{FORK_TURN}_{k}": v for k, v in forks.items()}}


def print_table(results: dict[str, Any], markdown: bool = False) -> None:
    env = results["environment"]
    print(f"manastack {env['commit']} | Python {env['python']} | {env['cpu']} | "
          f"core {env['pinned_core']} | load {env['load_average']} | Python loop "
          f"{env['loop_ns_before']:.0f}/{env['loop_ns_after']:.0f} ns (before/after) | "
          f"{results['games_per_run']} games x {results['runs']} runs (medians)")
    print()
    head: tuple[str, ...] = (
        "matchup", "games/s", "decisions/s", "non-trivial/s", "decisions/game", "turns/game",
        "forks/s", "fork+apply/s", "save ms", "load ms", "save KB", "peak MB")
    rows: list[tuple[str, ...]] = []
    for name, data in results["matchups"].items():
        g = data["games"]
        f = data[f"at_turn_{FORK_TURN}"]
        rows.append((name, f"{g['games_per_s']:.2f}", f"{g['decisions_per_s']:,.0f}",
                     f"{g['nontrivial_per_s']:,.0f}", f"{g['mean_decisions']:,.0f}",
                     f"{g['mean_turns']:.1f}", f"{f['forks_per_s']:,.0f}",
                     f"{f['fork_apply_per_s']:,.0f}", f"{f['save_ms']:.2f}",
                     f"{f['load_ms']:.2f}", f"{f['save_kb']:.0f}",
                     f"{results['peak_rss_mb'][name]:.0f}"))
    _table(head, rows, markdown)
    print(f"\nforks, saves and loads: games paused at their first decision of turn {FORK_TURN} "
          f"(median of seeds {FORK_SEEDS.start}-{FORK_SEEDS.stop - 1}); "
          "peak MB: ru_maxrss of the process after that matchup")
    print()
    head = ("permanents", "mean on board", "ms/decision", "priority ms", "blockers ms",
            "options at start", "forks/s", "save ms")
    rows = [(f"{s['permanents']:.0f}", f"{s['mean_permanents']:.0f}",
             f"{s['ms_per_decision']:.3f}", f"{s['priority_ms']:.3f}", f"{s['blockers_ms']:.2f}",
             f"{s['options_at_start']:.0f}", f"{s['forks_per_s']:,.0f}", f"{s['save_ms']:.2f}")
            for s in results["scaling"]]
    _table(head, rows, markdown)
    print("\nscaling: random play from a position with that many permanents (half lands, "
          "half creatures)")


def _table(head: Sequence[str], rows: Sequence[Sequence[str]], markdown: bool = False) -> None:
    if markdown:
        print("| " + " | ".join(head) + " |")
        print("|" + "---|" * len(head))
        for row in rows:
            print("| " + " | ".join(row) + " |")
        return
    widths = [max(len(head[i]), *(len(r[i]) for r in rows)) for i in range(len(head))]
    print("  ".join(h.rjust(w) for h, w in zip(head, widths, strict=True)))
    for row in rows:
        print("  ".join(c.rjust(w) for c, w in zip(row, widths, strict=True)))


# -- side by side with the other engines (../shared/bench/peers/run.sh setup) -------------
PEERS_DIR = Path(os.environ.get("PEERS_DIR") or Path(os.environ.get("XDG_CACHE_HOME")
                 or Path.home() / ".cache") / "manastack-peers")
# peer run -> (the command in PEERS_DIR, our configuration it compares with, like with like)
PEERS: dict[str, tuple[tuple[str, ...], str]] = {
    "Rust engine with Python bindings, skips 1-option decisions": (
        ("manabot/bin/python", "bench_managym.py", "--deck", "common", "--no-clone"),
        "elves-vs-ogres, mana when paying, single choices taken"),
    "Rust engine with Python bindings, asks every decision": (
        ("manabot/bin/python", "bench_managym.py", "--deck", "common", "--no-clone",
         "--variant", "noskip"),
        "elves-vs-ogres, mana when paying"),
}


def peer_figures(command: Sequence[str], games: int, core: int | None) -> dict[str, float]:
    """One run of a peer engine's benchmark (one JSON line), pinned to `core` like ours."""
    pin = ["taskset", "-c", str(core)] if core is not None else []
    done = subprocess.run([*pin, *command, "--games", str(games)], cwd=PEERS_DIR,
                          capture_output=True, text=True, check=True)
    result: dict[str, float] = json.loads(done.stdout.strip().splitlines()[-1])
    return result


def side_by_side(rounds: int, games: int, peer_games: int, core: int | None) -> dict[str, Any]:
    """Rounds of ours and the peers' runs interleaved (ours, theirs, ours, theirs, ...),
    on one core, so that both see the same load; ratios are taken within each round and
    their medians reported, with the load average before and after."""
    peers = {name: spec for name, spec in PEERS.items() if (PEERS_DIR / spec[0][0]).exists()}
    ours: dict[str, list[dict[str, float]]] = {name: [] for name in MATCHUPS if name != "demo-decks"}
    theirs: dict[str, list[dict[str, float]]] = {name: [] for name in peers}
    ratios: dict[str, list[float]] = {}
    for name in ours:
        decks, options = MATCHUPS[name]
        play_games(decks, 2, first_seed=10_000, options=options)       # warm-up
    load_before = os.getloadavg()
    for _ in range(rounds):
        for name in ours:
            decks, options = MATCHUPS[name]
            gc.collect()
            ours[name].append(play_games(decks, games, options=options).figures)
        for name, (command, _) in peers.items():
            theirs[name].append(peer_figures(command, peer_games, core))
        for name in ours:
            for peer, (_, like) in peers.items():
                if name in (like, like + ", automatic payment"):
                    key = f"{name} / {peer}"
                    ratios.setdefault(key, []).append(
                        ours[name][-1]["games_per_s"] / theirs[peer][-1]["games_per_s"])
    return {"rounds": rounds, "load_before": load_before, "load_after": os.getloadavg(),
            "ours": {n: median_of(r) for n, r in ours.items()},
            "peers": {n: {k: statistics.median(float(x[k]) for x in r) for k in
                          ("games_per_s", "nontrivial_per_s", "mean_decisions", "peak_rss_mb")}
                      for n, r in theirs.items()},
            "ratios": {k: statistics.median(v) for k, v in ratios.items()},
            "all_ratios": ratios}


def print_side_by_side(result: dict[str, Any]) -> None:
    load = "; ".join(" ".join(f"{x:.1f}" for x in result[k]) for k in ("load_before", "load_after"))
    print(f"{result['rounds']} interleaved rounds, medians; load average before; after: {load}")
    head = ("engine", "games/s", "non-trivial/s", "decisions/game")
    rows = [(f"manastack, {n}", f"{g['games_per_s']:.2f}", f"{g['nontrivial_per_s']:,.0f}",
             f"{g['mean_decisions']:,.0f}") for n, g in result["ours"].items()]
    rows += [(n, f"{g['games_per_s']:.2f}", f"{g['nontrivial_per_s']:,.0f}",
              f"{g['mean_decisions']:,.0f}") for n, g in result["peers"].items()]
    _table(head, rows, True)
    print()
    _table(("ours / theirs", "games/s ratio (median of rounds)"),
           [(k, f"{v:.3f}") for k, v in result["ratios"].items()], True)


COMPARED = "elves-vs-ogres, mana when paying, single choices taken"


def games_only(games: int) -> dict[str, Any]:
    """The comparable configuration's games alone, wall and CPU time, and which build
    (compiled with mypyc or pure Python) played them: one run of `--compare`."""
    from manastack.build import build_kind

    decks, options = MATCHUPS[COMPARED]
    play_games(decks, 2, first_seed=10_000, options=options)       # warm-up
    gc.collect()
    cpu = time.process_time()
    figures = play_games(decks, games, options=options).figures
    figures["cpu_games_per_s"] = games / (time.process_time() - cpu)
    return {"build": build_kind(), **figures}


def compare_builds(pythons: Sequence[str], rounds: int, games: int, core: int | None) -> None:
    """Rounds of `games_only` under each interpreter in turn (one environment with the
    compiled build, one with the pure, say), each pinned to `core`; prints each run and
    the medians, with the load average before and after."""
    pin = ["taskset", "-c", str(core)] if core is not None else []
    runs: dict[str, list[dict[str, Any]]] = {python: [] for python in pythons}
    load_before = os.getloadavg()
    for _ in range(rounds):
        for python in pythons:
            done = subprocess.run([*pin, python, __file__, "--games-only", "--no-pin",
                                   "--games", str(games)], capture_output=True, text=True,
                                  check=True, cwd="/")
            runs[python].append(json.loads(done.stdout))
            print(python, json.dumps(runs[python][-1]), flush=True)
    print(f"load average before {load_before}, after {os.getloadavg()}")
    for python, results in runs.items():
        wall = statistics.median(r["games_per_s"] for r in results)
        cpu = statistics.median(r["cpu_games_per_s"] for r in results)
        print(f"{results[0]['build']} ({python}): median {wall:.2f} games/s, {cpu:.2f} per CPU s")


def profile(games: int, top: int) -> None:
    """cProfile over random reference games: the hot spots by own time and by total."""
    decks, options = MATCHUPS["elves-vs-ogres"]
    play_games(decks, 2, first_seed=10_000, options=options)
    profiler = cProfile.Profile()
    profiler.runcall(play_games, decks, games, options=options)
    for key in ("tottime", "cumulative"):
        print(f"\n=== top {top} by {key} ({games} elves-vs-ogres games) ===")
        pstats.Stats(profiler).strip_dirs().sort_stats(key).print_stats(top)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games per run and matchup")
    parser.add_argument("--runs", type=int, default=3, help="runs; figures are medians")
    parser.add_argument("--sizes", type=int, nargs="*", default=list(BOARD_SIZES),
                        help="board sizes for the scaling measure")
    parser.add_argument("--json", action="store_true", help="print JSON instead of tables")
    parser.add_argument("--markdown", action="store_true", help="print Markdown tables")
    parser.add_argument("--from-json", metavar="FILE",
                        help="print the tables of a saved --json result instead of measuring")
    parser.add_argument("--no-pin", action="store_true", help="don't pin to one core")
    parser.add_argument("--core", type=int, help="the core to pin to (default: the last)")
    parser.add_argument("--profile", action="store_true",
                        help="profile the reference games with cProfile instead")
    parser.add_argument("--top", type=int, default=25, help="functions shown by --profile")
    parser.add_argument("--peers", type=int, metavar="ROUNDS",
                        help="instead: ROUNDS of ours and the peer engines' runs interleaved "
                             "(../shared/bench/peers/run.sh setup first), with ratios")
    parser.add_argument("--peer-games", type=int, default=200, help="games per peer run")
    parser.add_argument("--games-only", action="store_true",
                        help=f"instead: only the games of {COMPARED!r}, as JSON")
    parser.add_argument("--compare", nargs="+", metavar="PYTHON",
                        help="instead: rounds (--runs) of --games-only under each interpreter, "
                             "interleaved and pinned (a compiled and a pure build, say)")
    args = parser.parse_args(argv)
    if args.from_json:
        print_table(json.loads(Path(args.from_json).read_text()), args.markdown)
        return
    if args.compare:
        compare_builds(args.compare, args.runs, args.games,
                       None if args.no_pin else (args.core if args.core is not None
                                                 else max(os.sched_getaffinity(0))))
        return
    core = None if args.no_pin else pin_to_one_core(args.core)
    if args.games_only:
        print(json.dumps(games_only(args.games)))
        return
    if args.profile:
        profile(args.games, args.top)
        return
    if args.peers:
        result = side_by_side(args.peers, args.games, args.peer_games, core)
        result["environment"] = environment(core)
        if args.json:
            print(json.dumps(result, indent=2))
        else:
            print_side_by_side(result)
        return
    env = environment(core)
    results = run(args.games, args.runs, args.sizes)
    env["loop_ns_after"] = loop_ns()
    results["environment"] = env
    if args.json:
        print(json.dumps(results, indent=2))
    else:
        print_table(results, args.markdown)


if __name__ == "__main__":
    main()
