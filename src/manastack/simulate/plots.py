"""PNG charts of a simulation's tables, through matplotlib (the `sim` extra): the decks'
win rates with their 95% intervals, each deck's cards, and for three decks or more the
matrix of win rates as a heat map."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

from manastack.simulate.jobs import SimulationError
from manastack.simulate.results import Results
from manastack.simulate.stats import Rate

__all__ = ["plot_results"]

# Cards drawn in fewer games than this are left off the chart (they stay in cards.csv):
# their intervals span most of [0, 1].
MIN_CARD_GAMES = 5


def plot_results(results: Results, folder: Path) -> list[Path]:
    """Write winrates.png, cards-<deck>.png per deck and, for three decks or more,
    matrix.png into `folder`; the paths written."""
    try:
        import matplotlib
    except ImportError:
        raise SimulationError("plots need matplotlib: pip install 'manastack[sim]'") from None
    matplotlib.use("Agg")       # files only, no display
    folder.mkdir(parents=True, exist_ok=True)
    written = [_win_rates(results, folder / "winrates.png")]
    for deck in results.decks:
        rows = [row for row in results.cards if row["deck"] == deck["deck"]
                and row["in_hand"].games >= MIN_CARD_GAMES]
        if rows:
            written.append(_cards(deck["deck"], rows, folder / f"cards-{_slug(deck['deck'])}.png"))
    if len(results.matrix) >= 3:
        written.append(_matrix(results, folder / "matrix.png"))
    return written


def _slug(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_.-]+", "_", name).strip("_") or "deck"


def _errors(rates: list[Rate]) -> tuple[list[float], list[list[float]]]:
    values = [r.value or 0.0 for r in rates]
    return values, [[v - r.low for v, r in zip(values, rates, strict=True)],
                    [r.high - v for v, r in zip(values, rates, strict=True)]]


def _win_rates(results: Results, path: Path) -> Path:
    import matplotlib.pyplot as plt
    rows = sorted(results.decks, key=lambda row: (row["rate"].value or 0.0, row["deck"]))
    values, errors = _errors([row["rate"] for row in rows])
    figure, axes = plt.subplots(figsize=(8, 1.2 + 0.45 * len(rows)))
    axes.barh([row["deck"] for row in rows], values, xerr=errors, capsize=4, color="#4c72b0")
    axes.axvline(0.5, color="grey", linewidth=0.8, linestyle="--")
    axes.set_xlim(0, 1)
    axes.set_xlabel(f"win rate with 95% interval (Wilson); {results.finished} games")
    axes.set_title("Win rate by deck")
    return _save(figure, path)


def _cards(deck: str, rows: list[dict[str, Any]], path: Path) -> Path:
    import matplotlib.pyplot as plt
    rows = sorted(rows, key=lambda row: (row["in_hand"].value or 0.0, row["card"]))
    names = [row["card"] for row in rows]
    figure, axes = plt.subplots(figsize=(9, 1.5 + 0.32 * len(rows)))
    positions = range(len(rows))
    for offset, stat, colour in ((-0.2, "in_hand", "#4c72b0"), (0.2, "cast", "#dd8452")):
        values, errors = _errors([row[stat] for row in rows])
        axes.errorbar(values, [p + offset for p in positions], xerr=errors, fmt="o",
                      capsize=3, color=colour,
                      label={"in_hand": "in hand (opening or drawn)", "cast": "cast or played"}[stat])
    axes.set_yticks(list(positions), names)
    axes.axvline(0.5, color="grey", linewidth=0.8, linestyle="--")
    axes.set_xlim(0, 1)
    axes.set_xlabel("the deck's win rate in games where the card was ..., 95% interval")
    axes.set_title(f"{deck}: win rate by card")
    axes.legend(loc="best")
    return _save(figure, path)


def _matrix(results: Results, path: Path) -> Path:
    import matplotlib.pyplot as plt
    decks = sorted(results.matrix)
    grid = [[(results.matrix[row].get(col) or Rate(0, 0)).value for col in decks] for row in decks]
    shown = [[float("nan") if v is None else v for v in line] for line in grid]
    figure, axes = plt.subplots(figsize=(2.5 + 1.1 * len(decks), 1.8 + 0.9 * len(decks)))
    image = axes.imshow(shown, cmap="RdYlGn", vmin=0, vmax=1)
    axes.set_xticks(range(len(decks)), decks, rotation=35, ha="right")
    axes.set_yticks(range(len(decks)), decks)
    for i, row in enumerate(decks):
        for j, col in enumerate(decks):
            rate = results.matrix[row].get(col)
            if rate is not None and rate.games:
                axes.text(j, i, f"{rate.value:.0%}\n[{rate.low:.0%}-{rate.high:.0%}]",
                          ha="center", va="center", fontsize=8)
    axes.set_xlabel("opponent")
    axes.set_ylabel("deck (its win rate)")
    axes.set_title("Win rate of each deck against each opponent")
    figure.colorbar(image, ax=axes, fraction=0.046)
    return _save(figure, path)


def _save(figure: Any, path: Path) -> Path:
    import matplotlib.pyplot as plt
    figure.tight_layout()
    figure.savefig(path, dpi=110)
    plt.close(figure)
    return path
