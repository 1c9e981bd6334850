"""A simulation's results in one SQLite file: a game is written in one transaction as it
finishes, so an interrupted run loses no finished game, and a run started again on the
same file plays only the jobs that are missing.

The file remembers what it was made for (the decks' lists, the seed, the players and the
caps); a run that asks for anything else is refused rather than mixing results.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator, Sequence
from pathlib import Path
from typing import Any

from manastack.simulate.jobs import GameRecord, Job, Settings, SimDeck, SimulationError

__all__ = ["Store"]

_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS decks (name TEXT PRIMARY KEY, digest TEXT NOT NULL, text TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    matchup TEXT NOT NULL, idx INTEGER NOT NULL, seed TEXT NOT NULL,
    first TEXT NOT NULL, second TEXT NOT NULL, winner TEXT,
    turns INTEGER NOT NULL, decisions INTEGER NOT NULL, ended TEXT NOT NULL,
    PRIMARY KEY (matchup, idx));
CREATE TABLE IF NOT EXISTS sides (
    matchup TEXT NOT NULL, idx INTEGER NOT NULL, deck TEXT NOT NULL, opponent TEXT NOT NULL,
    seat INTEGER NOT NULL, on_play INTEGER NOT NULL, won INTEGER NOT NULL,
    mulligans INTEGER NOT NULL, PRIMARY KEY (matchup, idx, deck));
CREATE TABLE IF NOT EXISTS cards (
    matchup TEXT NOT NULL, idx INTEGER NOT NULL, deck TEXT NOT NULL, card TEXT NOT NULL,
    opening INTEGER NOT NULL, drawn INTEGER NOT NULL, cast INTEGER NOT NULL,
    won INTEGER NOT NULL, PRIMARY KEY (matchup, idx, deck, card));
"""


class Store:
    """The results file of one simulation (see the module)."""

    def __init__(self, path: Path) -> None:
        self.path = path
        try:
            self._db = sqlite3.connect(path)
            self._db.execute("PRAGMA synchronous=NORMAL")
            self._db.executescript(_SCHEMA)
        except sqlite3.DatabaseError as exc:
            raise SimulationError(f"{path}: not a simulation results file ({exc})") from exc

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- what the file is for ------------------------------------------------------------
    def bind(self, decks: Sequence[SimDeck], pairs: Sequence[tuple[str, str]],
             settings: Settings, seed: int) -> None:
        """Record what this file is for, or check that it is what it was made for."""
        wanted = {"seed": seed, "players": settings.players, "max_turns": settings.max_turns,
                  "max_decisions": settings.max_decisions, "matchups": [list(p) for p in pairs]}
        row = self._db.execute("SELECT value FROM meta WHERE key = 'run'").fetchone()
        if row is None:
            with self._db:
                self._db.execute("INSERT INTO meta VALUES ('run', ?)", (json.dumps(wanted),))
                self._db.executemany("INSERT INTO decks VALUES (?, ?, ?)",
                                     [(d.name, d.digest, d.text) for d in decks])
            return
        made = json.loads(row[0])
        for key, value in wanted.items():
            if made.get(key) != value:
                raise SimulationError(f"{self.path}: made for {key} {made.get(key)!r}, not "
                                      f"{value!r}; give another --out to start a new run")
        known = dict(self._db.execute("SELECT name, digest FROM decks").fetchall())
        for deck in decks:
            if known.get(deck.name) != deck.digest:
                raise SimulationError(f"{self.path}: deck {deck.name!r} has changed since "
                                      "the run began; give another --out to start a new run")

    def missing(self, jobs: Iterable[Job]) -> Iterator[Job]:
        """The jobs with no result yet, in the given order."""
        done = set(self._db.execute("SELECT matchup, idx FROM games").fetchall())
        return (job for job in jobs if (job.matchup, job.index) not in done)

    # -- writing -------------------------------------------------------------------------
    def add(self, record: GameRecord) -> None:
        """Write one finished game, all of it or nothing."""
        job = record.job
        key = (job.matchup, job.index)
        with self._db:
            self._db.execute("INSERT INTO games VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
                             (*key, str(job.seed), job.first, job.second, record.winner,
                              record.turns, record.decisions, record.ended))
            for side in record.decks:
                opponent = next(s.deck for s in record.decks if s is not side)
                self._db.execute("INSERT INTO sides VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                                 (*key, side.deck, opponent, side.seat, side.on_play, side.won,
                                  side.facts.mulligans))
                facts = side.facts
                names = sorted({*facts.opening, *facts.drawn, *facts.cast})
                self._db.executemany(
                    "INSERT INTO cards VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                    [(*key, side.deck, name, name in facts.opening, name in facts.drawn,
                      name in facts.cast, side.won) for name in names])

    # -- reading -------------------------------------------------------------------------
    def query(self, sql: str, games: int) -> list[dict[str, Any]]:
        """Rows of `sql` over the games with index below `games` (the `:games` parameter)."""
        cursor = self._db.execute(sql, {"games": games})
        columns = [c[0] for c in cursor.description]
        return [dict(zip(columns, row, strict=True)) for row in cursor.fetchall()]

    def tallies(self, games: int) -> dict[str, tuple[int, int]]:
        """Each deck's wins and games so far, over the games with index below `games`."""
        rows = self._db.execute("SELECT deck, SUM(won), COUNT(*) FROM sides WHERE idx < ? "
                                "GROUP BY deck ORDER BY deck", (games,)).fetchall()
        return {deck: (int(wins), int(count)) for deck, wins, count in rows}

    def finished(self, games: int) -> int:
        row = self._db.execute("SELECT COUNT(*) FROM games WHERE idx < ?", (games,)).fetchone()
        return int(row[0])
