"""Fuzzing saves (docs/limits.md, "Saves"): mutated bytes and mutated JSON structure are
either refused with a SaveFileError, in bounded memory, or loaded as a game that saves
and loads again to the same state hash."""

from __future__ import annotations

import json
from typing import Any

from fuzz_helpers import bounded, fuzz_settings, mutated_bytes, mutated_structure, tally
from hypothesis import given
from hypothesis import strategies as st

from manastack.cards.decks import demo_decks
from manastack.errors import SaveFileError
from manastack.game import Game

PEAK_MB = 96


def saves_along_a_game(seed: int, points: tuple[int, ...]) -> list[str]:
    """Saves of a demo game at these decision counts (mulligans, main phases, combat)."""
    game = Game.new(demo_decks(), seed=seed, names=["Alice", "Bob"])
    out: list[str] = []
    for step in range(max(points) + 1):
        if game.decision is None:
            break
        if step in points:
            out.append(game.save())
        options = game.legal_choices()
        game.apply(options[(step * 7 + seed) % len(options)])
    return out


SAVES = saves_along_a_game(3, (0, 25, 90))
DOCUMENTS: list[Any] = [json.loads(text) for text in SAVES]


def refused_or_exact(text: str, require_hash: bool = True) -> None:
    """A refusal is a SaveFileError in bounded memory; a loaded game is exact: saved and
    loaded again it has the same state hash, and it offers its legal choices."""
    game, _ = bounded(lambda: Game.load(text, "fuzz.json", require_hash=require_hash),
                      PEAK_MB, (SaveFileError,))
    if game is None:
        return
    again = Game.load(game.save(), "again.json")
    assert again.state_hash() == game.state_hash()
    if game.decision is not None:
        assert game.legal_choices()


def test_the_seeds_load_exactly() -> None:
    """The saves the fuzzers mutate load to their own hash."""
    assert len(SAVES) == 3
    for text, document in zip(SAVES, DOCUMENTS, strict=True):
        assert Game.load(text).state_hash() == document["hash"]


@fuzz_settings(20)
@given(data=mutated_bytes([text.encode() for text in SAVES]))
def test_mutated_bytes_are_refused_or_exact(data: bytes) -> None:
    """Bytes of a save replaced, deleted, inserted or repeated, JSON syntax, huge numbers,
    NaN and NUL spliced in: SaveFileError, or a game that is exactly what the hash says."""
    tally("save bytes")
    refused_or_exact(data.decode("utf-8", errors="replace"))


@fuzz_settings(15)
@given(data=mutated_structure(DOCUMENTS), keep_hash=st.booleans())
def test_mutated_structure_is_refused_or_exact(data: Any, keep_hash: bool) -> None:
    """A save's JSON values replaced, removed, added, nested or shared; with its hash, or
    without it and loaded with require_hash=False (then only the schema stands between
    garbage and the engine): SaveFileError, or an exact game."""
    tally("save structure")
    if not keep_hash and isinstance(data, dict):
        data.pop("hash", None)
    try:
        text = json.dumps(data)
    except (ValueError, RecursionError):       # a value shared into itself: no JSON text
        return
    refused_or_exact(text, require_hash=keep_hash)
