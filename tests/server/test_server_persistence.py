"""Games that survive the server: each is saved before any seat hears of a change, and a
restarted server (the same database, SQLite or PostgreSQL) resumes every game exactly,
with the same state hashes, even after the process was killed mid-game."""

from __future__ import annotations

import json
import signal
from typing import Any

import httpx
import pytest
from fastapi.testclient import TestClient
from pg_fixture import postgres_url  # noqa: F401 - the fixture
from server_helpers import connect, free_port, new_game, play_some, receive, running_server
from websockets.sync.client import connect as ws_connect

from manastack.server import tables
from manastack.server.app import create_app
from manastack.server.store import Store

SETUPS = [
    (("human", "computer"), {}),
    (("human", "human"), {}),
    (("human", "computer", "computer", "computer"), {"variant": "two-headed-giant"}),
]


def _play_games(url: str) -> dict[str, tuple[dict[str, Any], str, list[int]]]:
    """Three games of different kinds, each played some way in; their hashes."""
    games = {}
    with TestClient(create_app(url)) as client:
        for kinds, setup in SETUPS:
            made = new_game(client, *kinds, **setup)
            humans = [i for i, kind in enumerate(kinds) if kind == "human"]
            reached = play_some(lambda seat, m=made: connect(client, m, seat), humans, 12)
            games[made["game"]] = (made, reached, humans)
    return games


@pytest.mark.parametrize(("database", "save_every"), [
    ("sqlite", tables.SAVE_EVERY), ("sqlite", 3), ("postgresql", 3)])
def test_a_restarted_server_resumes_every_game_exactly(request, monkeypatch, db_url, database,
                                                       save_every):
    """104.1, 103.5, 810.1: after a restart, each game (against the computer, hot-seat,
    Two-Headed Giant) waits at the same decision with the same state hash, and plays on,
    whether it resumes from its first save or a later one and the actions since."""
    monkeypatch.setattr(tables, "SAVE_EVERY", save_every)
    url = db_url if database == "sqlite" else request.getfixturevalue("postgres_url")
    games = _play_games(url)
    with TestClient(create_app(url)) as client:
        for made, reached, humans in games.values():
            hashes = []
            for seat in humans:
                with connect(client, made, seat) as again:
                    hashes.append(receive(again)["hash"])
            assert hashes == [reached] * len(humans)
            assert play_some(lambda seat, m=made: connect(client, m, seat), humans, 2) != reached
    store = Store(url)
    saved = [stored.saved_at for stored in store.games() if stored.id in games]
    assert len(saved) == len(games) and (save_every > 12 or all(saved))
    store.close()


class _Socket:
    """A websockets client socket with the test client's method names."""

    def __init__(self, url: str) -> None:
        self.url = url

    def __enter__(self) -> _Socket:
        self.context = ws_connect(self.url, open_timeout=30)
        self.socket = self.context.__enter__()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.context.__exit__(*exc)

    def receive_text(self) -> str:
        return str(self.socket.recv(timeout=60))

    def send_text(self, text: str) -> None:
        self.socket.send(text)


def test_killing_the_server_mid_game_resumes_the_games_exactly(tmp_path):
    """104.1, 117.1: `manastack serve` killed with SIGKILL mid-game and started again on the
    same database resumes each game at the same state hash, and the seats play on."""
    db = f"sqlite:///{tmp_path / 'games.db'}"
    port = free_port()
    games = []
    with running_server(db, port) as process:
        for kinds, setup in SETUPS[:2]:
            seats = [{"name": f"P{i}", "kind": k} for i, k in enumerate(kinds)]
            made = httpx.post(f"http://127.0.0.1:{port}/api/games",
                              json={"seats": seats, **setup}, timeout=60).json()
            humans = [i for i, kind in enumerate(kinds) if kind == "human"]

            def open_seat(seat: int, made: dict[str, Any] = made) -> _Socket:
                return _Socket(f"ws://127.0.0.1:{port}/ws/{made['game']}?token={made['tokens'][str(seat)]}")
            games.append((made, humans, play_some(open_seat, humans, 10), open_seat))
        process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
    with running_server(db, port):
        for _made, humans, reached, open_seat in games:
            with open_seat(humans[0]) as again:
                state = json.loads(again.receive_text())
                assert state["hash"] == reached
            assert play_some(open_seat, humans, 2) != reached
