"""Load on the game server (issue 18): concurrent games between scripted clients on loopback.

    python benchmarks/bench_server.py [--games 50] [--decisions 40] [--seconds 900] [--json]

Starts `manastack serve` in its own process over a fresh SQLite database, sets up `--games`
two-player games and plays each with two scripted clients (one websocket per seat, all in
one asyncio loop): the deciding seat answers with a random legal choice (seeded; "keep" at
mulligans) and measures the round trip from sending its choice to receiving the state that
follows it. Each game stops after `--decisions` decisions or at its end; the whole run is
bounded by `--seconds` and fails if it takes longer. Any refused or malformed-message
answer is an error. Prints the games, decisions, errors, the median and 90th percentile
round trip and the decisions per second.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import signal
import socket
import statistics
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path
from typing import Any

import websockets

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "src"))


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(db: str, port: int) -> subprocess.Popen[bytes]:
    code = "from manastack.cli import app; app()"
    process = subprocess.Popen([sys.executable, "-c", code, "serve", "--port", str(port),
                                "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    deadline = time.monotonic() + 60
    while True:
        try:
            urllib.request.urlopen(f"http://127.0.0.1:{port}/api/meta", timeout=2)
            return process
        except OSError:
            if process.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("the server didn't start") from None
            time.sleep(0.2)


def new_game(port: int, index: int) -> dict[str, Any]:
    body = json.dumps({"seats": [{"name": f"A{index}"}, {"name": f"B{index}"}],
                       "seed": index}).encode()
    request = urllib.request.Request(f"http://127.0.0.1:{port}/api/games", data=body,
                                     headers={"content-type": "application/json"})
    with urllib.request.urlopen(request, timeout=60) as response:
        return json.loads(response.read())


class Tally:
    def __init__(self) -> None:
        self.round_trips: list[float] = []
        self.errors: list[str] = []
        self.finished = 0


async def play_seat(port: int, made: dict[str, Any], seat: int, budget: int, tally: Tally,
                    shared: dict[str, int]) -> None:
    """One scripted client: answers its decisions until the game has `budget` actions."""
    rng = random.Random(f"{made['game']}:{seat}")
    url = f"ws://127.0.0.1:{port}/ws/{made['game']}?token={made['tokens'][str(seat)]}"
    async with websockets.connect(url, max_size=None) as socket_:
        sent_at: float | None = None
        actions_then = -1
        async for text in socket_:
            message = json.loads(text)
            if message["type"] != "state":
                tally.errors.append(f"seat {seat}: {message}")
                return
            if sent_at is not None and message["actions"] > actions_then:
                tally.round_trips.append(time.perf_counter() - sent_at)
                sent_at = None
            shared["actions"] = max(shared["actions"], message["actions"])
            if message["over"] or shared["actions"] >= budget:
                tally.finished += message["over"]
                return
            if message["choices"] and sent_at is None:
                texts = [c["text"] for c in message["choices"]]
                pick = texts.index("keep") if "keep" in texts else rng.randrange(len(texts))
                actions_then = message["actions"]
                sent_at = time.perf_counter()
                await socket_.send(json.dumps({"type": "choose",
                                               "choice": message["choices"][pick]["choice"]}))


async def play_game(port: int, made: dict[str, Any], budget: int, tally: Tally) -> None:
    shared = {"actions": 0}
    seats = [asyncio.create_task(play_seat(port, made, seat, budget, tally, shared))
             for seat in (0, 1)]
    done, pending = await asyncio.wait(seats, return_when=asyncio.FIRST_COMPLETED)
    for task in pending:
        task.cancel()       # the other seat waits for a state that no choice will bring
    for task in done:
        task.result()


async def run(port: int, games: int, budget: int, seconds: float) -> tuple[Tally, float, float]:
    tally = Tally()
    loop = asyncio.get_running_loop()
    started = time.perf_counter()
    made = await asyncio.gather(*(loop.run_in_executor(None, new_game, port, i)
                                  for i in range(games)))
    setup = time.perf_counter() - started
    started = time.perf_counter()
    await asyncio.wait_for(asyncio.gather(*(play_game(port, m, budget, tally) for m in made)),
                           timeout=seconds)
    return tally, setup, time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--decisions", type=int, default=40, help="decisions per game at most")
    parser.add_argument("--seconds", type=float, default=900.0, help="bound on the whole run")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = start_server(f"sqlite:///{folder}/games.db", port)
        try:
            tally, setup, wall = asyncio.run(run(port, args.games, args.decisions, args.seconds))
        finally:
            server.send_signal(signal.SIGTERM)
            server.wait(timeout=60)
    trips = sorted(tally.round_trips)
    result = {
        "games": args.games, "decisions": len(trips), "errors": len(tally.errors),
        "games_ended": tally.finished, "setup_s": round(setup, 2), "play_s": round(wall, 2),
        "median_round_trip_ms": round(statistics.median(trips) * 1000, 1) if trips else None,
        "p90_round_trip_ms": round(trips[int(len(trips) * 0.9)] * 1000, 1) if trips else None,
        "decisions_per_s": round(len(trips) / wall, 1) if wall else None,
    }
    if args.json:
        print(json.dumps(result))
    else:
        for key, value in result.items():
            print(f"{key:>22}: {value}")
        for error in tally.errors[:5]:
            print("error:", error[:300])
    if tally.errors:
        raise SystemExit(1)


if __name__ == "__main__":
    main()
