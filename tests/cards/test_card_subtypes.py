"""The subtype list of the card database (issue 6): the Oracle lexer needs every subtype,
and the database file carries the list in its header so that the first compiled card
doesn't decode all 35,033 rows to find them."""

from __future__ import annotations

import json
import lzma
from importlib import resources
from pathlib import Path

from manastack.cards.database import CardData, CardDatabase, write_card_file
from manastack.cards.oracle.lexer import subtypes as lexer_subtypes


def header_of(raw: bytes) -> dict[str, object]:
    data = lzma.decompress(raw) if raw.startswith(b"\xfd7zXZ") else raw
    header: dict[str, object] = json.loads(data.split(b"\n", 1)[0])
    return header


def test_the_bundled_file_lists_its_subtypes() -> None:
    """The header's list is sorted and is exactly the subtypes of the cards."""
    raw = resources.files("manastack.cards").joinpath("data/cards.json.xz").read_bytes()
    listed = header_of(raw)["subtypes"]
    assert isinstance(listed, list) and listed == sorted(listed)
    database = CardDatabase()
    assert set(listed) == {t for card in database.cards() for t in card.subtypes}
    assert {"Goblin", "Equipment", "Aura", "Time Lord"} <= set(listed)


def test_subtypes_come_from_the_header_without_decoding_cards() -> None:
    """Reading the list decodes no card row."""
    database = CardDatabase()
    assert "Elf" in database.subtypes()
    assert all(card is None for card in database._cards)


def test_a_file_without_the_list_still_works(tmp_path: Path) -> None:
    """A card file written before the list existed (no `subtypes` in its header) gives
    the same list, gathered from its cards."""
    path = tmp_path / "cards.json.gz"
    write_card_file([CardData("Test Elf", "{G}", "Creature — Elf Druid", ("Creature",),
                              ("Elf", "Druid"))], path)
    import gzip
    lines = gzip.decompress(path.read_bytes()).decode().split("\n")
    header = json.loads(lines[0])
    assert header["subtypes"] == ["Druid", "Elf"]
    del header["subtypes"]
    old = tmp_path / "old.json"
    old.write_text("\n".join([json.dumps(header), *lines[1:]]))
    assert CardDatabase(path=old).subtypes() == ["Druid", "Elf"]
    assert CardDatabase(path=path).subtypes() == ["Druid", "Elf"]


def test_cards_given_directly_list_their_subtypes() -> None:
    database = CardDatabase([CardData("Test Bear", type_line="Creature — Bear",
                                      types=("Creature",), subtypes=("Bear",))])
    assert database.subtypes() == ["Bear"]


def test_the_lexer_knows_subtypes_and_their_plurals() -> None:
    """The lexer maps each subtype and its plural to the subtype."""
    words = lexer_subtypes()
    assert words["Goblins"] == "Goblin" and words["Wolves"] == "Wolf"
    assert words["Treasure"] == "Treasure"
