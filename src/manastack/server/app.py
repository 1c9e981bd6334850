"""The ASGI application: HTTP for setting up games, rules, cards and replays; a websocket
per seat (or spectator) for playing. Engine work runs on one thread (`ENGINE`), where the
paused runs of the engine live; each game's actions are taken one at a time, saved, then
sent to every seat as that seat may see them.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import AsyncIterator, Callable, Mapping
from concurrent.futures import ThreadPoolExecutor
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from importlib import resources
from typing import Any, TypeVar

from fastapi import FastAPI, HTTPException, Request, WebSocket, WebSocketDisconnect
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles

from manastack.bounded_json import loads
from manastack.errors import ManastackError
from manastack.server.replays import Replay, ReplayError
from manastack.server.store import Store
from manastack.server.tables import GameSetup, GameTable, Refused, dumps

log = logging.getLogger("manastack.server")
T = TypeVar("T")

MAX_MESSAGE = 4_096             # characters of one websocket message from a client
MAX_BODY = 2_000_000            # bytes of one HTTP request body (a save or scenario file)
MAX_REPLAYS = 16                # replays kept open, the oldest dropped first
MESSAGE_TYPES = {"choose": "choice", "until": "until", "concede": None, "why": "card"}


@dataclass(eq=False)
class Connection:
    socket: WebSocket
    seat: int | None
    log_sent: int = 0
    last_sent: str = ""         # the state hash last sent: a state is sent once


@dataclass
class Server:
    store: Store
    engine: ThreadPoolExecutor
    tables: dict[str, GameTable] = field(default_factory=dict)
    connections: dict[str, list[Connection]] = field(default_factory=dict)
    locks: dict[str, asyncio.Lock] = field(default_factory=dict)
    replays: OrderedDict[str, Replay] = field(default_factory=OrderedDict)
    replay_count: int = 0
    background: set[asyncio.Task[None]] = field(default_factory=set)

    async def run(self, fn: Callable[..., T], *args: Any) -> T:
        return await asyncio.get_running_loop().run_in_executor(self.engine, fn, *args)

    def lock(self, game_id: str) -> asyncio.Lock:
        return self.locks.setdefault(game_id, asyncio.Lock())

    async def resume_all(self) -> None:
        """Every unfinished game from its latest save (a restart loses nothing)."""
        stored = await self.run(lambda: list(self.store.games(unfinished_only=True)))
        for game in stored:
            table = await self.run(GameTable.resume, game, self.store)
            self.tables[table.id] = table
            log.info("resumed game %s at %s", table.id, table.state_hash[:16])
            self.play_on_later(table)

    async def table(self, game_id: str) -> GameTable:
        table = self.tables.get(game_id)
        if table is None:
            stored = await self.run(self.store.get, game_id)
            if stored is None:
                raise HTTPException(404, f"no game {game_id[:40]!r}")
            table = self.tables.setdefault(
                game_id, await self.run(GameTable.resume, stored, self.store))
        return table

    def play_on_later(self, table: GameTable) -> None:
        """The computers' decisions, once this game's other work is done."""
        if table.waiting_for_computer():
            task = asyncio.get_running_loop().create_task(self.step(table, None, "", None))
            self.background.add(task)       # kept until done (the loop holds tasks weakly)
            task.add_done_callback(self._finished)

    def _finished(self, task: asyncio.Task[None]) -> None:
        self.background.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("computer players failed", exc_info=task.exception())

    async def step(self, table: GameTable, seat: int | None, kind: str, value: object) -> None:
        """A seat's action (None: none, only the computers'), then the computers'
        decisions, saved and sent to everyone; Refused leaves the game unchanged and
        nothing is saved."""
        def work() -> None:
            new = [] if seat is None else table.act(seat, kind, value)
            new += table.play_computers()
            if new:
                table.commit(self.store, new)
        async with self.lock(table.id):
            await self.run(work)
            await self.broadcast(table)
        self.play_on_later(table)

    async def broadcast(self, table: GameTable) -> None:
        for connection in list(self.connections.get(table.id, ())):
            await self.send_state(table, connection)

    async def send_state(self, table: GameTable, connection: Connection) -> None:
        message, length = await self.run(table.message, connection.seat, connection.log_sent)
        if message["hash"] == connection.last_sent:
            return
        connection.last_sent = message["hash"]
        try:
            await connection.socket.send_text(dumps(message))
        except (RuntimeError, WebSocketDisconnect):
            return      # closed meanwhile; the handler removes it
        connection.log_sent = length

    def add_replay(self, replay: Replay) -> str:
        self.replay_count += 1
        key = f"r{self.replay_count}"
        self.replays[key] = replay
        while len(self.replays) > MAX_REPLAYS:
            self.replays.popitem(last=False)
        return key


async def _body(request: Request) -> Any:
    """The request's JSON body, at most MAX_BODY bytes."""
    chunks: list[bytes] = []
    size = 0
    async for chunk in request.stream():
        size += len(chunk)
        if size > MAX_BODY:
            raise HTTPException(413, f"request body over {MAX_BODY:,} bytes")
        chunks.append(chunk)
    try:
        return loads(b"".join(chunks), max_digits=40)
    except ValueError as exc:
        raise HTTPException(400, f"request body: not JSON ({exc})") from None


# Games in play the server holds in memory at once; a new game beyond it is refused (a finished
# game no longer counts, and every game stays in the database).
MAX_GAMES_IN_PLAY = 512


def _bad(exc: Exception) -> HTTPException:
    return HTTPException(400, str(exc)[:2000])


def create_app(db_url: str) -> FastAPI:
    """The server's application over the database at `db_url`."""
    holder: dict[str, Server] = {}

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        engine = ThreadPoolExecutor(max_workers=1, thread_name_prefix="manastack-engine")
        store = await asyncio.get_running_loop().run_in_executor(engine, Store, db_url)
        server = holder["server"] = Server(store, engine)
        await server.resume_all()
        yield
        await server.run(store.close)
        engine.shutdown(wait=True)

    app = FastAPI(title="manastack", lifespan=lifespan)
    static = resources.files("manastack.server").joinpath("static")
    app.mount("/static", StaticFiles(directory=str(static)), name="static")

    @app.get("/")
    async def index() -> FileResponse:
        return FileResponse(str(static.joinpath("index.html")))

    @app.get("/api/meta")
    async def meta() -> dict[str, Any]:
        from manastack.agents import AGENTS
        from manastack.cards.decks import bundled_names
        from manastack.game import VARIANTS
        return {"variants": list(VARIANTS), "agents": sorted(AGENTS), "decks": bundled_names()}

    @app.post("/api/games")
    async def new_game(request: Request) -> dict[str, Any]:
        server = holder["server"]
        in_play = sum(not t.game.is_over for t in server.tables.values())
        if in_play >= MAX_GAMES_IN_PLAY:
            raise HTTPException(503, f"the server has {in_play} games in play, its limit; "
                                     "finish or concede one first")
        try:
            setup = GameSetup.from_json(await _body(request))
            table, tokens = await server.run(GameTable.create, server.store, setup)
        except ManastackError as exc:
            raise _bad(exc) from None
        server.tables[table.id] = table
        log.info("new game %s: %s", table.id, ", ".join(s.name for s in setup.seats))
        server.play_on_later(table)
        return {"game": table.id, "tokens": {str(s): t for s, t in tokens.items()},
                "links": {str(s): f"/?game={table.id}&token={t}" for s, t in tokens.items()},
                "spectate": f"/?game={table.id}"}

    @app.get("/api/games/{game_id}")
    async def game_info(game_id: str) -> dict[str, Any]:
        table = await holder["server"].table(game_id)
        return {"game": table.id, "over": table.game.is_over, "winners": table.game.winners(),
                "seats": [{"name": s.name, "kind": s.kind} for s in table.setup.seats],
                "variant": table.setup.variant, "actions": table.actions}

    @app.post("/api/replays")
    async def new_replay(request: Request) -> dict[str, Any]:
        server = holder["server"]
        body = await _body(request)
        if not isinstance(body, dict) or body.get("kind") not in ("game", "save", "scenario"):
            raise HTTPException(400, "replay: an object with kind 'game', 'save' or 'scenario'")
        try:
            replay = await server.run(_build_replay, server, body)
        except HTTPException:
            raise
        except ManastackError as exc:
            raise _bad(exc) from None
        return {"replay": server.add_replay(replay), "steps": len(replay), "labels": replay.labels}

    @app.get("/api/replays/{replay_id}/{index}")
    async def replay_step(replay_id: str, index: int, seat: int | None = None) -> dict[str, Any]:
        server = holder["server"]
        replay = server.replays.get(replay_id)
        if replay is None:
            raise HTTPException(404, f"no replay {replay_id[:40]!r} (closed, or never opened)")
        try:
            return await server.run(replay.step, index, seat)
        except ReplayError as exc:
            raise _bad(exc) from None

    @app.get("/api/rules/{number}")
    async def rule(number: str) -> dict[str, Any]:
        from manastack.comprules import UnknownRuleError, lookup
        try:
            found = lookup(number[:20])
        except UnknownRuleError as exc:
            raise HTTPException(404, str(exc)) from None
        return {"number": found.number, "text": found.text}

    @app.get("/api/cards/{name}")
    async def card(name: str) -> dict[str, Any]:
        from manastack.cards.registry import get_card
        try:
            found = get_card(name[:200])
        except (ManastackError, KeyError) as exc:
            raise HTTPException(404, f"no card {name[:200]!r}: {exc}") from None
        return {"name": found.name, "mana_cost": str(found.mana_cost) if found.mana_cost else "",
                "types": " ".join([*sorted(found.supertypes), *sorted(found.types)]),
                "subtypes": " ".join(sorted(found.subtypes)), "text": found.text,
                "power": found.power, "toughness": found.toughness, "loyalty": found.loyalty}

    @app.websocket("/ws/{game_id}")
    async def play(socket: WebSocket, game_id: str, token: str | None = None) -> None:
        server = holder["server"]
        await socket.accept()
        try:
            table = await server.table(game_id)
            seat = table.seat_of(token)
        except (HTTPException, Refused) as exc:
            reason = exc.detail if isinstance(exc, HTTPException) else str(exc)
            await socket.send_text(dumps({"type": "error", "error": reason}))
            await socket.close(code=4403)
            return
        connection = Connection(socket, seat)
        server.connections.setdefault(table.id, []).append(connection)
        try:
            async with server.lock(table.id):
                await server.send_state(table, connection)
            while True:
                await _handle(server, table, connection, await socket.receive())
        except WebSocketDisconnect:
            pass        # the page was closed: nothing more to send it
        finally:
            server.connections[table.id].remove(connection)

    @app.exception_handler(HTTPException)
    async def http_error(_: Request, exc: HTTPException) -> JSONResponse:
        return JSONResponse({"error": exc.detail}, status_code=exc.status_code)

    return app


def _build_replay(server: Server, body: dict[str, Any]) -> Replay:
    kind = body["kind"]
    if kind == "game":
        game_id = body.get("game")
        stored = server.store.get(game_id) if isinstance(game_id, str) else None
        if stored is None:
            raise HTTPException(404, f"replay: no game {str(game_id)[:40]!r}")
        humans = [i for i, s in enumerate(stored.setup["seats"]) if s["kind"] == "human"]
        return Replay.from_record(f"game {stored.id}", stored.start, humans,
                                  server.store.record(stored.id))
    text = body.get("text")
    if not isinstance(text, str):
        raise HTTPException(400, f"replay: a {kind} replay needs the file's text in 'text'")
    name = str(body.get("name", f"<{kind}>"))[:100]
    return Replay.from_save(name, text) if kind == "save" else Replay.from_scenario(name, text)


async def _handle(server: Server, table: GameTable, connection: Connection,
                  frame: Mapping[str, Any]) -> None:
    """One message from a client: checked, then acted on; a bad or refused one is
    answered with its reason and changes nothing."""
    if frame["type"] == "websocket.disconnect":
        raise WebSocketDisconnect(frame.get("code", 1000))
    text = frame.get("text")

    async def reply(message: dict[str, Any]) -> None:
        await connection.socket.send_text(dumps(message))

    if not isinstance(text, str):
        return await reply({"type": "error", "error": "messages are JSON text, not binary"})
    if len(text) > MAX_MESSAGE:
        return await reply({"type": "error", "error": f"message of {len(text):,} characters; "
                                                      f"at most {MAX_MESSAGE:,}"})
    try:
        message = loads(text, max_digits=20)
    except ValueError as exc:
        return await reply({"type": "error", "error": f"not JSON: {exc}"})
    kind = message.get("type") if isinstance(message, dict) else None
    if kind not in MESSAGE_TYPES:
        return await reply({"type": "error", "error": "a message is an object whose type is one "
                                                      f"of {', '.join(MESSAGE_TYPES)}"})
    allowed = {"type", "n"} | {MESSAGE_TYPES[kind]} - {None}
    extra = sorted(set(message) - allowed)
    if extra:
        return await reply({"type": "error", "error": f"{kind}: unknown field {extra[0]!r}"})
    seat = connection.seat
    if seat is None:
        return await reply({"type": "refused", "n": message.get("n"),
                            "reason": "117.1: a spectator is no player and makes no decisions"})
    try:
        if kind == "why":
            async with server.lock(table.id):
                return await reply(await server.run(table.why_not, seat, message.get("card")))
        await server.step(table, seat, kind, message.get(MESSAGE_TYPES[kind] or "type"))
    except Refused as exc:
        log.info("game %s: refused for seat %s: %s", table.id, seat, str(exc)[:200])
        await reply({"type": "refused", "n": message.get("n"), "reason": str(exc)})

