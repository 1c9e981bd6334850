"""Fixtures of the game server's tests: an application over a fresh SQLite database."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the server's tests need the web extra: "
                                      "pip install -e '.[dev,web]'")

from fastapi.testclient import TestClient

from manastack.server.app import create_app


@pytest.fixture
def db_url(tmp_path: Any) -> str:
    return f"sqlite:///{tmp_path / 'games.db'}"


@pytest.fixture
def client(db_url: str) -> Iterator[TestClient]:
    with TestClient(create_app(db_url)) as test_client:
        yield test_client
