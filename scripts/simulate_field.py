"""Simulate a field of real decks: every precon the engine can play today, every one
against every other, filled up with the bundled decks while fewer than `--min-decks`.

    python scripts/simulate_field.py [--precons DIR] [--games 40] [--workers K] [--out DIR]
                                     [--docs docs] [--min-decks 6]

The decks are read from ../shared/decks/precons (the real preconstructed decks; a deck with
a card the engine can't play is left out and counted). The run is `manastack simulate`'s:
resumable in `--out` (run the script again to go on, or with more `--games`), its tables
printed and exported there, and the field's heat map and win rates copied to `--docs` as
simulation-field.png and simulation-winrates.png, with the matrix as
simulation-field.md. Re-run it as more decks become playable.
"""

from __future__ import annotations

import argparse
import shutil
from pathlib import Path

from rich.console import Console

from manastack.cards.decks import DEMO_DECKS, REFERENCE_DECK
from manastack.simulate import Results, Run, Settings, bundled_sim_deck, field_decks, matchups
from manastack.simulate.command import default_workers
from manastack.simulate.plots import plot_results
from manastack.simulate.report import LiveProgress, print_results
from manastack.simulate.runner import local_records, simulate

ROOT = Path(__file__).resolve().parents[1]
PRECONS = ROOT.parent / "shared" / "decks" / "precons"
FILL = (*DEMO_DECKS, REFERENCE_DECK)


def markdown(results: Results, real: list[str], fill: list[str]) -> str:
    """The field's matrix and decks as Markdown, for docs/."""
    decks = sorted(results.matrix)
    lines = [f"Field of {len(decks)} decks ({len(real)} real precons: {', '.join(real) or 'none'}; "
             f"bundled: {', '.join(fill) or 'none'}), {results.games} games per matchup, "
             f"{results.finished} games; the row deck's win rate against the column deck, "
             "with its 95% Wilson interval.", "",
             "| deck | " + " | ".join(decks) + " |", "|---" * (len(decks) + 1) + "|"]
    for row in decks:
        cells = []
        for col in decks:
            rate = results.matrix[row].get(col)
            cells.append(f"{rate.value:.0%} [{rate.low:.0%}-{rate.high:.0%}]"
                         if rate is not None and rate.games else "")
        lines.append(f"| {row} | " + " | ".join(cells) + " |")
    lines += ["", "| deck | games | win rate [95%] | on the play | on the draw |",
              "|---|---|---|---|---|"]
    for deck in results.decks:
        lines.append(f"| {deck['deck']} | {deck['games']} | {deck['rate']} | "
                     f"{deck['on_play']} | {deck['on_draw']} |")
    return "\n".join(lines) + "\n"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--precons", type=Path, default=PRECONS)
    parser.add_argument("--games", type=int, default=40, help="games per matchup")
    parser.add_argument("--workers", type=int, default=default_workers())
    parser.add_argument("--players", default="heuristic")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-decisions", type=int, default=5_000,
                        help="a game still going after this many decisions is a draw (104.4)")
    parser.add_argument("--out", type=Path, default=Path("simulation-field"))
    parser.add_argument("--docs", type=Path, default=ROOT / "docs")
    parser.add_argument("--min-decks", type=int, default=6)
    args = parser.parse_args()
    console = Console()
    if not args.precons.is_dir():
        raise SystemExit(f"{args.precons}: no such folder (the real decks are in "
                         "../shared/decks/precons)")
    real, skipped = field_decks(args.precons, playable_only=True)
    console.print(f"{len(real)} playable real decks under {args.precons}; "
                  f"{len(skipped)} left out (`manastack decks check` says why)")
    fill = [bundled_sim_deck(name) for name in FILL[:max(args.min_decks - len(real), 0)]]
    pairs = matchups([], [*real, *fill])
    settings = Settings(args.players, max_decisions=args.max_decisions)
    run = Run((*real, *fill), tuple(pairs), args.games, args.seed, settings)
    with LiveProgress(console) as progress:
        results = simulate(run, args.out,
                           lambda jobs, decks, settings: local_records(jobs, decks, settings,
                                                                       args.workers),
                           progress)
    print_results(console, results)
    results.write(args.out)
    written = plot_results(results, args.out)
    args.docs.mkdir(parents=True, exist_ok=True)
    for name, target in (("matrix.png", "simulation-field.png"),
                         ("winrates.png", "simulation-winrates.png")):
        if args.out / name in written:
            shutil.copyfile(args.out / name, args.docs / target)
    (args.docs / "simulation-field.md").write_text(
        markdown(results, [d.name for d in real], [d.name for d in fill]), encoding="utf-8")
    console.print(f"wrote {args.docs / 'simulation-field.md'} and the plots beside it")


if __name__ == "__main__":
    main()
