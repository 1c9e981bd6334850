"""Helpers of the game server's tests: games over the HTTP API, messages over a websocket."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import httpx
from fastapi.testclient import TestClient


def new_game(client: TestClient, *kinds: str, **setup: Any) -> dict[str, Any]:
    """A new game with a seat of each kind ("human" or "computer"), named Ann, Bob, ..."""
    names = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay"]
    seats = [{"name": names[i], "kind": kind} for i, kind in enumerate(kinds)]
    response = client.post("/api/games", json={"seats": seats, "seed": 11, **setup})
    assert response.status_code == 200, response.text
    return response.json()


def receive(socket: Any, kind: str = "state") -> dict[str, Any]:
    """The next message of type `kind` (any other type fails the test)."""
    message = json.loads(socket.receive_text())
    assert message["type"] == kind, message
    return message


def send(socket: Any, message: dict[str, Any] | str) -> None:
    socket.send_text(message if isinstance(message, str) else json.dumps(message))


def my_turn(socket: Any, state: dict[str, Any] | None = None) -> dict[str, Any]:
    """The first state at or after `state` (else the next one) in which this seat decides
    or the game is over: computers' decisions may be sent as they happen."""
    state = state or receive(socket)
    while state["choices"] is None and not state["over"]:
        state = receive(socket)
    return state


def choose(socket: Any, state: dict[str, Any], choice: Any, wait: bool = True) -> dict[str, Any]:
    """Make `choice` and return the next state in which this seat decides (or the end);
    with `wait=False`, the first state after the choice."""
    send(socket, {"type": "choose", "choice": choice})
    while True:
        message = receive(socket)
        if message["actions"] > state["actions"]:
            return my_turn(socket, message) if wait else message


def connect(client: TestClient, made: dict[str, Any], seat: int | None = None) -> Any:
    """A websocket of `seat` (None: a spectator) to the game `made`."""
    token = "" if seat is None else f"?token={made['tokens'][str(seat)]}"
    return client.websocket_connect(f"/ws/{made['game']}{token}")


def play_some(open_seat: Any, seats: list[int], steps: int, pick: int = -1) -> str:
    """Make `steps` decisions of the people's `seats`, each time the option at index `pick`
    (by default the last, which plays lands and casts spells before passing), over a fresh
    websocket per decision (`open_seat(seat)`); the state hash reached."""
    state: dict[str, Any] = {}
    for _ in range(steps):
        for seat in seats:
            with open_seat(seat) as socket:
                state = receive(socket)
                if state["over"] or state["choices"] is None:
                    continue
                state = choose(socket, state, state["choices"][pick]["choice"], wait=False)
                break
    return str(state["hash"])


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server(db: str, port: int) -> Iterator[subprocess.Popen[bytes]]:
    """`manastack serve` in its own process, until killed with SIGKILL."""
    code = "from manastack.cli import app; app()"
    process = subprocess.Popen([sys.executable, "-c", code, "serve", "--port", str(port),
                                "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                               env={**os.environ, "PYTHONUNBUFFERED": "1"})
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                httpx.get(f"http://127.0.0.1:{port}/api/meta", timeout=2)
                break
            except httpx.TransportError:
                if process.poll() is not None or time.monotonic() > deadline:
                    raise RuntimeError(f"the server didn't start: {process.stderr.read()!r}"
                                       ) from None
                time.sleep(0.2)
        yield process
    finally:
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
        process.wait(timeout=30)
        process.stderr.close()
