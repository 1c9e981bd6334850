"""`manastack simulate`: the command's work, apart from its options (in `cli.py`)."""

from __future__ import annotations

import functools
import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from rich.console import Console
from rich.markup import escape

from manastack.cards.decks import bundled_names
from manastack.simulate.jobs import (
    Settings,
    SimDeck,
    SimulationError,
    bundled_sim_deck,
    field_decks,
    load_sim_deck,
    matchups,
)
from manastack.simulate.report import LiveProgress, print_results
from manastack.simulate.runner import RESULTS_FILE, Records, Run, local_records, ray_records, simulate

__all__ = ["Options", "default_workers", "resolve_deck", "run_command"]


def default_workers() -> int:
    """The CPUs this process may run on."""
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:      # not on Linux
        return os.cpu_count() or 1


@dataclass(frozen=True, slots=True)
class Options:
    decks: Sequence[str]
    field: Path | None
    games: int
    settings: Settings
    workers: int
    seed: int
    out: Path
    ray: bool = False
    ray_address: str | None = None
    playable_only: bool = False
    plots: bool = True
    top_cards: int = 12


def resolve_deck(text: str) -> SimDeck:
    """A `--deck` value: a decklist file, or the name of a bundled deck."""
    path = Path(text)
    if path.exists() or text not in bundled_names():
        return load_sim_deck(path)
    return bundled_sim_deck(text)


def run_command(console: Console, options: Options) -> None:
    """Load the decks, play the missing games with a live progress bar, then print the
    tables and write the exports and plots beside the results file. ManastackError for
    bad decks or options; KeyboardInterrupt leaves every finished game in the file."""
    given = [resolve_deck(text) for text in options.decks]
    field: list[SimDeck] = []
    if options.field is not None:
        field, skipped = field_decks(options.field, options.playable_only)
        for reason in skipped:
            console.print(f"[yellow]left out:[/yellow] {escape(reason)}")
    pairs = matchups(given, field)
    names = {deck.name: deck for deck in (*given, *field)}
    run = Run(tuple(names.values()), tuple(pairs), options.games, options.seed, options.settings)
    records: Records = functools.partial(local_records, workers=options.workers)
    if options.ray or options.ray_address:
        records = functools.partial(ray_records, address=options.ray_address,
                                    workers=options.workers)
    console.print(f"{len(pairs)} matchup(s) x {options.games} games, {options.settings.players} "
                  f"players, seed {options.seed}; results in {options.out / RESULTS_FILE}")
    try:
        with LiveProgress(console) as progress:
            results = simulate(run, options.out, records, progress)
    except KeyboardInterrupt:
        console.print(f"[yellow]interrupted:[/yellow] the finished games are in "
                      f"{options.out / RESULTS_FILE}; the same command goes on from there")
        raise
    print_results(console, results, options.top_cards)
    written = results.write(options.out)
    if options.plots:
        try:
            from manastack.simulate.plots import plot_results
            written += plot_results(results, options.out)
        except SimulationError as exc:
            console.print(f"[yellow]no plots:[/yellow] {escape(str(exc))}")
    console.print("written: " + ", ".join(str(path) for path in written))

