"""The game server: `manastack serve` plays games in the browser.

People play against computer players, at one screen taking turns (hot-seat) or across
browsers with a join link per seat, and anyone with a game's link watches as a spectator.
Each seat has a websocket and a secret token; it receives only its view and its log
(`Game.view`, `Game.log_for`), and only the seat whose decision it is may make it (117.1).
Games are kept in SQLite by default or any database SQLAlchemy reaches (PostgreSQL), and a
restarted server resumes each one from its latest save. The browser client is plain ES
modules in `static/`, served by the server itself.

Needs the `web` extra: `pip install 'manastack[web]'`.
"""

from __future__ import annotations

DEFAULT_DB = "sqlite:///manastack-games.db"
WS_MAX_SIZE = 65_536        # bytes of one websocket frame; longer ones close the socket


def serve(host: str = "127.0.0.1", port: int = 8000, db: str = DEFAULT_DB) -> None:
    """Run the server until interrupted."""
    import logging

    import uvicorn

    from manastack.server.app import create_app
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(name)s %(message)s")
    # No access log: a seat's link carries its token, which a log must not keep.
    uvicorn.run(create_app(db), host=host, port=port, ws_max_size=WS_MAX_SIZE,
                log_level="info", access_log=False)
