"""`manastack cards import FILE`: a bulk file is checked before any card is built, within
documented limits (docs/limits.md); every problem is a CardDataError naming the file and
the place."""

from __future__ import annotations

import bz2
import gzip
import json
import lzma
from pathlib import Path

import pytest

from manastack.cards import database
from manastack.cards.database import import_bulk
from manastack.errors import CardDataError

BOLT = {"object": "card", "name": "Lightning Bolt", "type_line": "Instant", "mana_cost": "{R}",
        "oracle_text": "Lightning Bolt deals 3 damage to any target.", "layout": "normal"}


def refused(tmp_path: Path, content: bytes, *fragments: str) -> str:
    source = tmp_path / "bulk.json"
    source.write_bytes(content)
    with pytest.raises(CardDataError) as caught:
        import_bulk(source)
    message = str(caught.value)
    assert message.startswith(f"{source}: "), message
    for fragment in fragments:
        assert fragment in message, message
    return message


@pytest.mark.parametrize(("content", "fragments"), [
    (b"[" * 100_000 + b"]" * 100_000, ("not valid JSON", "nested")),
    (b'[{"object": "card", "name": "X", "mana_value": ' + b"9" * 5_000 + b"}]",
     ("not valid JSON", "5,000 digits")),
    (b'[{"object": "card", "name": "X", "power": NaN}]', ("not valid JSON", "NaN")),
    (json.dumps([{**BOLT, "layout": ["token"]}]).encode(), ("card #0", "'layout'", "string")),
    (json.dumps([{**BOLT, "oracle_text": "x" * 60_000}]).encode(),
     ("card #0.oracle_text", "60,000 characters")),
    (json.dumps([{**BOLT, "keywords": ["Flying"] * 2_000}]).encode(), ("card #0.keywords", "entries")),
    (json.dumps([BOLT, {**BOLT, "card_faces": [[[[[[[[[[[[[[[]]]]]]]]]]]]]]]}]).encode(),
     ("card #1.card_faces", "nested")),
    (json.dumps({"data": {"Lightning Bolt": [{"name": "Lightning Bolt", "text": 3}]}}).encode(),
     ("'text'", "must be a string")),
])
def test_bad_bulk_data_is_a_card_data_error(tmp_path: Path, content: bytes,
                                           fragments: tuple[str, ...]) -> None:
    """Deep nesting, numbers of thousands of digits, non-numbers, fields of the wrong
    type, texts and lists beyond the limits: CardDataError naming the place (never
    RecursionError, ValueError or TypeError)."""
    refused(tmp_path, content, *fragments)


@pytest.mark.parametrize("compress", [gzip.compress, lzma.compress, bz2.compress])
def test_decompressed_data_is_bounded(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                      compress: object) -> None:
    """A compressed file that expands beyond MAX_IMPORT_BYTES is refused while it is
    decompressed (a "zip bomb" never expands in memory)."""
    monkeypatch.setattr(database, "MAX_IMPORT_BYTES", 100_000)
    content = json.dumps([BOLT] * 2_000).encode()
    assert len(content) > 100_000
    packed = compress(content)  # type: ignore[operator]
    assert len(packed) < 100_000
    refused(tmp_path, packed, "more than 100,000 bytes")


def test_a_file_beyond_the_limit_is_refused_unread(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """A file larger than MAX_IMPORT_BYTES is refused before it is parsed."""
    monkeypatch.setattr(database, "MAX_IMPORT_BYTES", 1_000)
    refused(tmp_path, json.dumps([BOLT] * 20).encode(), "larger than 1,000 bytes")


def test_too_many_cards_are_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """More than MAX_IMPORT_CARDS card objects are refused before any is built."""
    monkeypatch.setattr(database, "MAX_IMPORT_CARDS", 10)
    refused(tmp_path, json.dumps([BOLT] * 11).encode(), "11 cards (at most 10)")


def test_a_bulk_file_within_the_limits_imports(tmp_path: Path) -> None:
    """A well-formed, compressed Scryfall file within the limits is imported."""
    source = tmp_path / "oracle-cards.json.gz"
    source.write_bytes(gzip.compress(json.dumps([BOLT]).encode()))
    assert import_bulk(source).get("Lightning Bolt").mana_cost == "{R}"
