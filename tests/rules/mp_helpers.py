"""Helpers for the multiplayer, monarch and Two-Headed Giant tests: a game at a position,
seats, passing priority through discards and draw orders, the stack, the monarch, and the
coverage rows. Choices by text, passing priority and reading zones and the log are in
../helpers.py, shared with the other tests."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import helpers
from helpers import take_first, who
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import build_game_with_labels


def game_at(position: dict[str, Any]) -> tuple[Game, dict[str, int]]:
    return build_game_with_labels(position)


def seats(names: Sequence[str], library: Sequence[str], **extra: dict[str, Any]) -> list[dict[str, Any]]:
    """Player entries for a position, in seat order, each with its own copy of `library`;
    `extra` adds to the entry of the player it names."""
    out = []
    for name in names:
        data: dict[str, Any] = {"name": name, "library": list(library)}
        data.update(extra.get(name, {}))
        out.append(data)
    return out


def _cleanup_or_draw_order(game: Game) -> None:
    d = game.decision
    assert d is not None
    if d.kind is DecisionKind.PICK and ("hand size" in d.prompt or "121.2d" in d.prompt):
        take_first(game)
    else:
        raise AssertionError(f"unexpected decision {who(game)}")


def pass_until(game: Game, done: Callable[[Game], bool], limit: int = 400) -> None:
    """Pass priority (and decline attacking and blocking) until `done(game)` holds; discards
    to hand size and a team's draw order (121.2d) take the first option."""
    helpers.pass_until(game, done, limit=limit, other=_cleanup_or_draw_order)


def monarch(game: Game) -> str | None:
    m = game.state.monarch
    return None if m is None else game.state.players[m].name


def check_coverage_rows(section: str, sentences: dict[str, str], tests: dict[str, object]) -> None:
    """Each sentence has a row in the coverage section naming tests that exist here and
    scenario files that exist in tests/scenarios/."""
    scenarios = Path(__file__).parents[1] / "scenarios"
    rows = {line.split("|")[1].strip(): line for line in section.splitlines()
            if line.startswith("| ") and line.split("|")[1].strip() in sentences}
    for key, sentence in sentences.items():
        row = rows.get(key)
        assert row is not None and sentence in row, f"{key} isn't mapped"
        named = re.findall(r"`([^`]+)`", row)
        test_names = [n for n in named if n.startswith("test_")]
        files = [n for n in named if n.endswith(".yaml")]
        assert test_names and files, f"{key}: no test or no scenario file"
        for name in test_names:
            assert name in tests, f"{key}: no test named {name}"
        cited = re.compile(r"\[[^\]]*\b" + key + r"\b[^\]]*\]")
        for name in files:
            assert (scenarios / name).exists(), f"{key}: no scenario file {name}"
            assert cited.search((scenarios / name).read_text()), f"{name} doesn't cite [{key}]"
