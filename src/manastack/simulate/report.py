"""What `manastack simulate` shows: a live progress bar with the running win rates, then
the tables of the results."""

from __future__ import annotations

from collections import Counter
from types import TracebackType

from rich.console import Console
from rich.progress import (
    BarColumn,
    MofNCompleteColumn,
    Progress,
    TextColumn,
    TimeElapsedColumn,
    TimeRemainingColumn,
)
from rich.table import Table

from manastack.simulate.jobs import GameRecord
from manastack.simulate.results import Results
from manastack.simulate.stats import Rate

__all__ = ["LiveProgress", "print_results"]

_SHOWN_DECKS = 4


class LiveProgress:
    """A progress bar with the ETA and each deck's win rate so far: a `runner.Watcher`."""

    def __init__(self, console: Console) -> None:
        self._wins: Counter[str] = Counter()
        self._games: Counter[str] = Counter()
        self._progress = Progress(
            TextColumn("[bold]games"), BarColumn(), MofNCompleteColumn(),
            TimeElapsedColumn(), TextColumn("eta"), TimeRemainingColumn(),
            TextColumn("{task.fields[rates]}"), console=console, transient=False)
        self._task = self._progress.add_task("games", total=None, rates="")

    def __enter__(self) -> LiveProgress:
        self._progress.start()
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 traceback: TracebackType | None) -> None:
        self._progress.stop()

    def started(self, finished: int, total: int, tallies: dict[str, tuple[int, int]]) -> None:
        for deck, (wins, games) in tallies.items():
            self._wins[deck], self._games[deck] = wins, games
        self._progress.reset(self._task, total=total, completed=finished, rates=self._rates())

    def recorded(self, record: GameRecord, finished: int, total: int) -> None:
        for side in record.decks:
            self._games[side.deck] += 1
            self._wins[side.deck] += side.won
        self._progress.update(self._task, completed=finished, rates=self._rates())

    def _rates(self) -> str:
        ranked = sorted(self._games, key=lambda d: (-self._wins[d] / self._games[d], d))
        shown = [f"{deck} {self._wins[deck] / self._games[deck]:.0%}"
                 for deck in ranked[:_SHOWN_DECKS]]
        if len(ranked) > _SHOWN_DECKS:
            shown.append(f"+{len(ranked) - _SHOWN_DECKS} more")
        return " · ".join(shown)


def print_results(console: Console, results: Results, top_cards: int = 12) -> None:
    """The tables: matchups, decks, the matrix (three decks or more), how games ended, and
    each deck's cards (the `top_cards` seen in most games; all of them in cards.csv)."""
    table = Table(title=f"Matchups ({results.finished} games)")
    for column in ("matchup", "games", "first deck's win rate [95%]", "wins-losses-draws",
                   "turns (mean, min-max)", "decisions"):
        table.add_column(column)
    for row in results.matchups:
        table.add_row(row["matchup"], str(row["games"]), _short(row["first_rate"]),
                      f"{row['first_wins']}-{row['second_wins']}-{row['draws']}",
                      f"{row['mean_turns']:.1f} ({row['min_turns']}-{row['max_turns']})",
                      f"{row['mean_decisions']:.0f}")
    console.print(table)

    table = Table(title="Decks")
    for column in ("deck", "games", "win rate [95%]", "on the play", "on the draw",
                   "mulligan games", "mulligans/game"):
        table.add_column(column)
    for row in results.decks:
        table.add_row(row["deck"], str(row["games"]), _short(row["rate"]), _short(row["on_play"]),
                      _short(row["on_draw"]), str(row["mulligan_games"]),
                      f"{row['mean_mulligans']:.2f}")
    console.print(table)

    if len(results.matrix) >= 3:
        _print_matrix(console, results.matrix)

    table = Table(title="How the games ended (the rule)")
    table.add_column("ending")
    table.add_column("games")
    for ending in results.endings:
        table.add_row(ending["ended"], str(ending["games"]))
    console.print(table)

    for deck in results.decks:
        rows = [row for row in results.cards if row["deck"] == deck["deck"]]
        rows.sort(key=lambda row: (-row["in_hand"].games, row["card"]))
        table = Table(title=f"{deck['deck']}: its win rate when a card was ...")
        for column in ("card", "in the opening hand", "drawn", "in hand", "cast or played"):
            table.add_column(column)
        for row in rows[:top_cards]:
            table.add_row(row["card"], *(_counted(row[stat])
                                         for stat in ("opening", "drawn", "in_hand", "cast")))
        console.print(table)


def _short(rate: Rate) -> str:
    """A rate and its 95% interval in whole percents: "56% [33-77]"."""
    if not rate.games:
        return "-"
    return f"{rate.value:.0%} [{rate.low:.0%}-{rate.high:.0%}]".replace("%-", "-")


def _counted(rate: Rate) -> str:
    return f"{_short(rate)} n={rate.games}" if rate.games else "-"


def _print_matrix(console: Console, matrix: dict[str, dict[str, Rate]]) -> None:
    decks = sorted(matrix)
    table = Table(title="Win rate of the row's deck against the column's")
    table.add_column("deck")
    for deck in decks:
        table.add_column(deck)
    for row in decks:
        cells = []
        for col in decks:
            rate = matrix[row].get(col)
            cells.append(f"{rate.value:.0%} ({rate.games})" if rate and rate.games else "")
        table.add_row(row, *cells)
    console.print(table)
