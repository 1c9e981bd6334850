"""Win rates of the computer players against each other (issue 22), with Wilson 95%
intervals, decision times and game lengths.

    python benchmarks/bench_agents.py heuristic baseline --games 300
    python benchmarks/bench_agents.py search heuristic --games 200 --out search.jsonl
    python benchmarks/bench_agents.py search heuristic --no-cap --games 100   # iterations only
    python benchmarks/bench_agents.py search heuristic --cpu-seconds 0.9      # CPU-time cap
    python benchmarks/bench_agents.py heuristic heuristic --games 20 --demo   # turns per game
    python benchmarks/bench_agents.py heuristic baseline --real-decks --games 100

Game `i` plays deck pair `i // 4 % pairs` (the bundled demo decks, red-green aggro against
white-blue-black control, and the reference mirror elves-vs-ogres; with `--real-decks`,
the precon decks of ../shared/decks/precons that load, each against the next, or a single
one against each demo deck); the first
player named sits in seat `i % 2` and the starting player is seat `i // 2 % 2` (103.1:
seats and play/draw alternate, so each player gets each deck, seat and turn order alike).
Games use the settings search and learning use (`take_single_choices=True`,
`mana_at_priority=False`) unless `--demo`, which plays as `manastack demo` does (every
decision asked, the demo decks only), and
are a draw at `--max-turns` (104.4). A game is one line of JSON in `--out` as it ends, so
a run that is stopped keeps its games; `--from FILE` prints the summary of such a file.

Decision time is the wall time of each `choose` call of the first player (median and 95th
percentile over all of them, and over those the search player searched: the others are
its heuristic's), and the CPU time of the searched ones; on a shared machine wall time
depends on the load, printed beside it.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))

from manastack.agents import make_agent
from manastack.cards.decks import bundled_deck
from manastack.game import Game
from manastack.rules.abilities import CardDef

SHARED_DECKS = Path(__file__).resolve().parents[2] / "shared" / "decks" / "precons"
Deck = list[CardDef]


def wilson(wins: float, games: int, z: float = 1.96) -> tuple[float, float]:
    """The Wilson score interval of a proportion (95% for z = 1.96)."""
    if games == 0:
        return (0.0, 1.0)
    p = wins / games
    centre = p + z * z / (2 * games)
    spread = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games))
    denominator = 1 + z * z / games
    return ((centre - spread) / denominator, (centre + spread) / denominator)


def median_interval(values: list[float], level: float = 0.95) -> tuple[float, float]:
    """A distribution-free interval for the median: the order statistics x(j) and
    x(n+1-j), j the largest rank with P(Binomial(n, 1/2) < j) <= (1 - level) / 2, so
    that the interval covers the median with at least `level` probability."""
    ordered = sorted(values)
    n = len(ordered)
    tail, cdf, j = (1 - level) / 2, 0.0, 0
    while j < n // 2:
        cdf += math.comb(n, j) / 2 ** n      # P(Binomial = j), summed: P(B <= j)
        if cdf > tail:
            break
        j += 1
    if j == 0:
        return (ordered[0], ordered[-1]) if ordered else (math.nan, math.nan)
    return (ordered[j - 1], ordered[n - j])


def bundled_pairs() -> list[tuple[str, Deck, Deck]]:
    elves = bundled_deck("elves_vs_ogres")
    return [("red_green_aggro v esper_control", bundled_deck("red_green_aggro"),
             bundled_deck("esper_control")),
            ("elves_vs_ogres mirror", elves, elves)]


def real_pairs(limit: int) -> list[tuple[str, Deck, Deck]]:
    """Precon decks that load (every card supported), each against the next (a single one
against the bundled demo decks)."""
    from manastack.cards.decklist import deck_cards, load_decklist
    from manastack.errors import ManastackError
    if not SHARED_DECKS.is_dir():
        raise SystemExit(f"no real decks: {SHARED_DECKS} is absent")
    decks: list[tuple[str, Deck]] = []
    for path in sorted(SHARED_DECKS.rglob("*.txt")):
        if "commander" in str(path) or len(decks) >= limit:
            continue
        try:
            decklist = load_decklist(path)
            cards = deck_cards(decklist)
        except (ManastackError, ValueError, OSError):
            continue
        if len(cards) >= 30 and not decklist.commander:      # welcome decks have 30
            decks.append((path.stem, cards))
    if len(decks) == 1:         # one real deck: against each bundled demo deck
        decks += [(name, bundled_deck(name)) for name in ("red_green_aggro", "esper_control")]
        return [(f"{decks[0][0]} v {b[0]}", decks[0][1], b[1]) for b in decks[1:]]
    return [(f"{a[0]} v {b[0]}", a[1], b[1])
            for a, b in zip(decks, decks[1:] + decks[:1], strict=True)]


def play(index: int, names: tuple[str, str], pairs: list[tuple[str, Deck, Deck]],
         demo: bool, max_turns: int, options: dict[str, Any]) -> dict[str, Any]:
    label, deck_a, deck_b = pairs[index // 4 % len(pairs)]
    seat = index % 2                       # the first player's seat
    starting = index // 2 % 2
    decks = [deck_a, deck_b] if seat == 0 else [deck_b, deck_a]
    settings = {} if demo else {"take_single_choices": True, "mana_at_priority": False}
    game = Game.new(decks, seed=index, starting_player=starting, max_turns=max_turns,
                    max_decisions=20_000, **settings)
    agents = [None, None]
    agents[seat] = make_agent(names[0], index * 2, **options.get(names[0], {}))
    agents[1 - seat] = make_agent(names[1], index * 2 + 1, **options.get(names[1], {}))
    times: list[float] = []
    searched: list[float] = []
    searched_cpu: list[float] = []
    cut = reused = 0
    while game.decision is not None:
        decision = game.decision
        agent = agents[decision.player]
        assert agent is not None
        before = getattr(agent, "searches", 0)
        cut_before = getattr(agent, "cut_short", 0)
        reused_before = getattr(agent, "reused", 0)
        start, cpu_start = time.perf_counter(), time.process_time()
        choice = agent.choose(game)
        if decision.player == seat:
            spent = time.perf_counter() - start
            times.append(spent)
            if getattr(agent, "searches", 0) != before:
                searched.append(spent)
                searched_cpu.append(time.process_time() - cpu_start)
                cut += getattr(agent, "cut_short", 0) - cut_before
                reused += getattr(agent, "reused", 0) - reused_before
        game.apply(choice)
    winners = game.winners()
    seat_names = [p.name for p in game.state.players]
    result = 0.5 if not winners else 1.0 if seat_names[seat] in winners else 0.0
    return {"game": index, "decks": label, "seat": seat, "starting": starting,
            "result": result, "turns": game.state.turn, "times": times, "searched": searched,
            "searched_cpu": searched_cpu, "cut_short": cut, "reused": reused}


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(int(q * len(ordered)), len(ordered) - 1)] if ordered else float("nan")


def summary(names: tuple[str, str], games: list[dict[str, Any]]) -> str:
    n = len(games)
    wins = sum(1 for g in games if g["result"] == 1.0)
    draws = sum(1 for g in games if g["result"] == 0.5)
    score = wins + draws / 2
    low, high = wilson(score, n)
    times = [t for g in games for t in g["times"]]
    searched = [t for g in games for t in g["searched"]]
    cpu = [t for g in games for t in g.get("searched_cpu", ())]
    lines = [f"{names[0]} v {names[1]}: {n} games, {wins} won, {n - wins - draws} lost, "
             f"{draws} drawn: {score / max(n, 1):.1%} (Wilson 95% {low:.1%}-{high:.1%})",
             f"game turns (both players'): median {statistics.median(g['turns'] for g in games)}"
             f" (95% {'-'.join(map(str, median_interval([g['turns'] for g in games])))})"
             if games else "no games"]
    for label in sorted({g["decks"] for g in games}):
        part = [g for g in games if g["decks"] == label]
        s = sum(g["result"] for g in part)
        lo, hi = wilson(s, len(part))
        lines.append(f"  {label}: {s / len(part):.1%} of {len(part)} ({lo:.1%}-{hi:.1%})")
    for what, values in (("all decisions", times), ("searched decisions", searched),
                         ("searched decisions' CPU time", cpu)):
        if values:
            lines.append(f"{names[0]} {what}: {len(values)}, median {statistics.median(values):.3f} s,"
                         f" p95 {percentile(values, 0.95):.3f} s, max {max(values):.3f} s")
    if any("cut_short" in g for g in games):
        lines.append(f"{names[0]} searches the time cap cut short: "
                     f"{sum(g.get('cut_short', 0) for g in games)} of {len(searched)}")
    if any("reused" in g for g in games):
        lines.append(f"{names[0]} searches begun from the last decision's subtree: "
                     f"{sum(g.get('reused', 0) for g in games)} of {len(searched)}")
    if searched:        # the acceptance's budget: at most 1 s a decision (issue 22)
        lines.append(f"{names[0]} searched decisions over 1 s: {sum(t > 1.0 for t in searched)}"
                     f" of wall time, {sum(t > 1.0 for t in cpu)} of CPU time")
    lines.append(f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
    return "\n".join(lines)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("first")
    parser.add_argument("second")
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--start", type=int, default=0, help="index of the first game")
    parser.add_argument("--demo", action="store_true", help="the demo's settings")
    parser.add_argument("--real-decks", action="store_true")
    parser.add_argument("--deck-limit", type=int, default=12)
    parser.add_argument("--max-turns", type=int, default=80)
    parser.add_argument("--iterations", type=int, help="the search player's budget")
    parser.add_argument("--seconds", type=float, help="the search player's time cap")
    parser.add_argument("--cpu-seconds", type=float,
                        help="the search player's cap in CPU time (process time) instead of "
                             "wall time: what the search spends, whatever the load")
    parser.add_argument("--no-cap", action="store_true",
                        help="no time cap: the iterations alone are the search's budget "
                             "(deterministic, whatever the machine's load)")
    parser.add_argument("--horizon", type=int, help="the search player's rollout turns")
    parser.add_argument("--max-rollout", type=int,
                        help="the search player's decisions per rollout")
    parser.add_argument("--determinisations", type=int,
                        help="the search player's samples of the hidden cards")
    parser.add_argument("--out", type=Path, help="append each game as a JSON line")
    parser.add_argument("--from", dest="source", type=Path, help="summarise a --out file")
    args = parser.parse_args()
    names = (args.first, args.second)
    if args.source:
        games = [json.loads(line) for line in args.source.read_text().splitlines() if line]
        print(summary(names, games))
        return
    pairs = real_pairs(args.deck_limit) if args.real_decks else \
        bundled_pairs()[:1] if args.demo else bundled_pairs()
    budget = {"iterations": args.iterations, "seconds": args.seconds,
              "horizon": args.horizon, "determinisations": args.determinisations,
              "max_rollout": args.max_rollout}
    options = {"search": {k: v for k, v in budget.items() if v is not None}}
    if args.no_cap:
        options["search"]["seconds"] = None
    elif args.cpu_seconds is not None:
        options["search"].update(seconds=args.cpu_seconds, clock=time.process_time)
    games = []
    for index in range(args.start, args.start + args.games):
        game = play(index, names, pairs, args.demo, args.max_turns, options)
        games.append(game)
        if args.out:
            with args.out.open("a") as out:
                out.write(json.dumps(game) + "\n")
        print(f"game {index}: {game['decks']}, seat {game['seat']}, result {game['result']},"
              f" {game['turns']} turns", file=sys.stderr, flush=True)
    print(summary(names, games))


if __name__ == "__main__":
    main()
