"""Where the server keeps its games: SQLite by default, PostgreSQL (or any SQLAlchemy URL)
when given. A game is its setup, the hashes of its seats' tokens (never the tokens), its
record (the first save and every action taken since, for replays and resuming), a recent
save with the stops of its seats then and the number of actions it holds, and the state
hash after the last action.

Each action is written before any seat is told of it, so a server killed at any moment
resumes, from the recent save and the actions after it, a state every seat has seen or
none has; the hash proves it the same.
"""

from __future__ import annotations

import hashlib
import json
import time
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import (
    Boolean,
    Column,
    Float,
    ForeignKey,
    Integer,
    MetaData,
    String,
    Table,
    Text,
    create_engine,
    event,
    insert,
    select,
    update,
)
from sqlalchemy.engine import Engine

metadata = MetaData()

games = Table(
    "games", metadata,
    Column("id", String(32), primary_key=True),
    Column("setup", Text, nullable=False),          # JSON: GameSetup.to_json()
    Column("start", Text, nullable=False),          # the save at the game's first decision
    Column("save", Text, nullable=False),           # a recent save
    Column("saved_at", Integer, nullable=False),    # how many actions it holds
    Column("stops", Text, nullable=False),          # JSON: each seat's stops then, or null
    Column("hash", String(200), nullable=False),    # Game.state_hash() after every action
    Column("over", Boolean, nullable=False, default=False),
    Column("updated", Float, nullable=False),
)

seats = Table(
    "seats", metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("seat", Integer, primary_key=True),
    Column("token_hash", String(64), nullable=False),
)

actions = Table(
    "actions", metadata,
    Column("game_id", String(32), ForeignKey("games.id"), primary_key=True),
    Column("number", Integer, primary_key=True),
    Column("action", Text, nullable=False),         # JSON: [kind, seat, value]
)


def _sqlite_write_ahead(connection: Any, _: Any) -> None:
    """A write-ahead log, synced at checkpoints: a committed action survives the server's
    process being killed (what resuming needs), at a fraction of a full sync's cost."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.execute("PRAGMA synchronous=NORMAL")
    cursor.close()


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


@dataclass
class StoredGame:
    id: str
    setup: dict[str, Any]
    start: str
    save: str
    saved_at: int
    stops: list[dict[str, Any] | None]
    hash: str
    over: bool
    token_hashes: dict[int, str]
    actions: int        # how many actions the record holds


class Store:
    """The games on disk. `url` is an SQLAlchemy database URL (`sqlite:///games.db`,
    `postgresql+psycopg://user@host/db`)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.engine: Engine = create_engine(url, future=True)
        if self.engine.dialect.name == "sqlite":
            event.listen(self.engine, "connect", _sqlite_write_ahead)
        metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def create(self, game_id: str, setup: dict[str, Any], save: str, hash_: str,
               stops: Sequence[dict[str, Any] | None], tokens: dict[int, str]) -> None:
        with self.engine.begin() as db:
            db.execute(insert(games).values(
                id=game_id, setup=json.dumps(setup), start=save, save=save, saved_at=0,
                stops=json.dumps(list(stops)), hash=hash_, over=False, updated=time.time()))
            for seat, token in tokens.items():
                db.execute(insert(seats).values(game_id=game_id, seat=seat,
                                                token_hash=token_hash(token)))

    def advance(self, game_id: str, first_action: int, new_actions: Sequence[list[Any]],
                hash_: str, over: bool, save: tuple[str, list[dict[str, Any] | None]] | None
                ) -> None:
        """The actions after the first `first_action`, the hash they reach and, if given, a
        save of that state with the seats' stops, in one transaction."""
        values: dict[str, Any] = {"hash": hash_, "over": over, "updated": time.time()}
        if save is not None:
            values.update(save=save[0], stops=json.dumps(save[1]),
                          saved_at=first_action + len(new_actions))
        with self.engine.begin() as db:
            for offset, action in enumerate(new_actions):
                db.execute(insert(actions).values(game_id=game_id, number=first_action + offset,
                                                  action=json.dumps(action)))
            db.execute(update(games).where(games.c.id == game_id).values(**values))

    def games(self, unfinished_only: bool = False) -> Iterator[StoredGame]:
        with self.engine.connect() as db:
            query = select(games)
            if unfinished_only:
                query = query.where(games.c.over.is_(False))
            rows = db.execute(query.order_by(games.c.updated)).mappings().all()
            for row in rows:
                yield self._stored(db, row)

    def get(self, game_id: str) -> StoredGame | None:
        with self.engine.connect() as db:
            row = db.execute(select(games).where(games.c.id == game_id)).mappings().first()
            return None if row is None else self._stored(db, row)

    def record(self, game_id: str, since: int = 0) -> list[list[Any]]:
        """The game's actions from number `since` on (all of them by default), in order."""
        with self.engine.connect() as db:
            rows = db.execute(select(actions.c.action).where(
                actions.c.game_id == game_id, actions.c.number >= since)
                .order_by(actions.c.number)).all()
            return [json.loads(r[0]) for r in rows]

    @staticmethod
    def _stored(db: Any, row: Any) -> StoredGame:
        hashes = {r.seat: r.token_hash for r in db.execute(
            select(seats).where(seats.c.game_id == row["id"])).all()}
        count = db.execute(select(actions.c.number).where(actions.c.game_id == row["id"])
                           .order_by(actions.c.number.desc()).limit(1)).scalar()
        return StoredGame(row["id"], json.loads(row["setup"]), row["start"], row["save"],
                          row["saved_at"], json.loads(row["stops"]), row["hash"],
                          bool(row["over"]), hashes, 0 if count is None else count + 1)
