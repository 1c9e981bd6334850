"""The tables of a simulation, read from its results file, and their CSV and JSON exports.

Every table is sorted by its key, and every figure is a count or a ratio of counts, so the
tables of a run depend only on which games were played, never on the order they finished.
"""

from __future__ import annotations

import csv
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from manastack.simulate.stats import Rate
from manastack.simulate.store import Store

__all__ = ["CARD_STATS", "Results", "read_results"]

# The per-card statistics: a card's deck's win rate over the games in which the card was
# in the opening hand (103.5), drawn after it (121.1), in the hand at all, and cast (601.2;
# a land: played, 305.1).
CARD_STATS = ("opening", "drawn", "in_hand", "cast")

_MATCHUPS = """
SELECT matchup, first, second, COUNT(*) AS games,
       COALESCE(SUM(winner = first), 0) AS first_wins,
       COALESCE(SUM(winner = second), 0) AS second_wins,
       COALESCE(SUM(winner IS NULL), 0) AS draws,
       ROUND(AVG(turns), 2) AS mean_turns, MIN(turns) AS min_turns, MAX(turns) AS max_turns,
       ROUND(AVG(decisions), 1) AS mean_decisions
FROM games WHERE idx < :games GROUP BY matchup, first, second ORDER BY matchup"""

_DECKS = """
SELECT deck, COUNT(*) AS games, SUM(won) AS wins,
       SUM(on_play) AS play_games, SUM(won * on_play) AS play_wins,
       SUM(1 - on_play) AS draw_games, SUM(won * (1 - on_play)) AS draw_wins,
       SUM(mulligans > 0) AS mulligan_games, SUM(mulligans) AS mulligans
FROM sides WHERE idx < :games GROUP BY deck ORDER BY deck"""

_PAIRS = """
SELECT deck, opponent, COUNT(*) AS games, SUM(won) AS wins
FROM sides WHERE idx < :games GROUP BY deck, opponent ORDER BY deck, opponent"""

_ENDINGS = """
SELECT ended, COUNT(*) AS games FROM games WHERE idx < :games
GROUP BY ended ORDER BY games DESC, ended"""

_CARDS = """
SELECT c.deck, c.card,
       SUM(c.opening) AS opening_games, SUM(c.opening * c.won) AS opening_wins,
       SUM(c.drawn) AS drawn_games, SUM(c.drawn * c.won) AS drawn_wins,
       SUM(c.opening OR c.drawn) AS in_hand_games, SUM((c.opening OR c.drawn) * c.won) AS in_hand_wins,
       SUM(c.cast) AS cast_games, SUM(c.cast * c.won) AS cast_wins
FROM cards AS c WHERE c.idx < :games GROUP BY c.deck, c.card ORDER BY c.deck, c.card"""


@dataclass(frozen=True, slots=True)
class Results:
    """A simulation's tables (see `read_results`)."""

    games: int                          # asked per matchup
    matchups: list[dict[str, Any]]      # per matchup: wins, draws, the first deck's rate, length
    decks: list[dict[str, Any]]         # per deck: win rate overall, on the play, on the draw
    matrix: dict[str, dict[str, Rate]]  # deck -> opponent -> the deck's win rate
    endings: list[dict[str, Any]]       # how the games ended (the rule), and how often
    cards: list[dict[str, Any]]         # per deck and card: the rates of CARD_STATS

    @property
    def finished(self) -> int:
        return sum(m["games"] for m in self.matchups)

    def as_dict(self) -> dict[str, Any]:
        return {
            "games_per_matchup": self.games,
            "matchups": [_plain(row) for row in self.matchups],
            "decks": [_plain(row) for row in self.decks],
            "matrix": {deck: {opp: rate.as_dict() for opp, rate in row.items()}
                       for deck, row in self.matrix.items()},
            "endings": self.endings,
            "cards": [_plain(row) for row in self.cards],
        }

    def write(self, folder: Path) -> list[Path]:
        """results.json and one CSV per table (rates as rate, low, high columns)."""
        folder.mkdir(parents=True, exist_ok=True)
        written = [folder / "results.json"]
        written[0].write_text(json.dumps(self.as_dict(), indent=1) + "\n", encoding="utf-8")
        matrix_rows = [{"deck": deck, "opponent": opp, **_flat("win", rate)}
                       for deck, row in self.matrix.items() for opp, rate in row.items()]
        for name, rows in (("matchups", self.matchups), ("decks", self.decks),
                           ("matrix", matrix_rows), ("endings", self.endings),
                           ("cards", self.cards)):
            path = folder / f"{name}.csv"
            _write_csv(path, [_flat_row(row) for row in rows])
            written.append(path)
        return written


def read_results(store: Store, games: int) -> Results:
    """The tables over the games with index below `games` of every matchup."""
    matchups = store.query(_MATCHUPS, games)
    for row in matchups:
        row["first_rate"] = Rate(row["first_wins"], row["games"])
    decks = [{"deck": row["deck"], "games": row["games"], "rate": Rate(row["wins"], row["games"]),
              "on_play": Rate(row["play_wins"], row["play_games"]),
              "on_draw": Rate(row["draw_wins"], row["draw_games"]),
              "mulligan_games": row["mulligan_games"],
              "mean_mulligans": round(row["mulligans"] / row["games"], 3)}
             for row in store.query(_DECKS, games)]
    matrix: dict[str, dict[str, Rate]] = {}
    for row in store.query(_PAIRS, games):
        matrix.setdefault(row["deck"], {})[row["opponent"]] = Rate(row["wins"], row["games"])
    cards = []
    for row in store.query(_CARDS, games):
        card: dict[str, Any] = {"deck": row["deck"], "card": row["card"]}
        for stat in CARD_STATS:
            card[stat] = Rate(row[f"{stat}_wins"], row[f"{stat}_games"])
        cards.append(card)
    return Results(games, matchups, decks, matrix, store.query(_ENDINGS, games), cards)


def _plain(row: dict[str, Any]) -> dict[str, Any]:
    return {k: v.as_dict() if isinstance(v, Rate) else v for k, v in row.items()}


def _flat(prefix: str, rate: Rate) -> dict[str, Any]:
    return {f"{prefix}_games": rate.games, f"{prefix}_wins": rate.wins,
            f"{prefix}_rate": _round(rate.value), f"{prefix}_low": _round(rate.low),
            f"{prefix}_high": _round(rate.high)}


def _flat_row(row: dict[str, Any]) -> dict[str, Any]:
    flat: dict[str, Any] = {}
    for key, value in row.items():
        flat.update(_flat(key, value) if isinstance(value, Rate) else {key: value})
    return flat


def _round(value: float | None) -> float | None:
    return None if value is None else round(value, 4)


def _write_csv(path: Path, rows: list[dict[str, Any]]) -> None:
    with path.open("w", newline="", encoding="utf-8") as stream:
        if not rows:
            return
        writer = csv.DictWriter(stream, fieldnames=list(rows[0]))
        writer.writeheader()
        writer.writerows(rows)
