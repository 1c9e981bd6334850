"""Tests for the bundled card database, name lookup and bulk-data import."""

from __future__ import annotations

import gzip
import importlib.util
import json
import lzma
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from manastack.cards.database import (
    CardData,
    CardDatabase,
    colors_from_mana_cost,
    default_database,
    import_bulk,
    parse_type_line,
)
from manastack.errors import CardDataError, ManastackError, UnknownCardError

REPO = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def db() -> CardDatabase:
    """The shared bundled database."""
    return default_database()


# -- the bundled data -----------------------------------------------------------


def test_bundled_file_is_package_data() -> None:
    """The card data ships inside the package as an xz file readable via importlib.resources."""
    resource = resources.files("manastack.cards").joinpath("data/cards.json.xz")
    raw = resource.read_bytes()
    assert raw.startswith(b"\xfd7zXZ\x00")
    header = json.loads(lzma.decompress(raw).split(b"\n", 1)[0])
    assert header["format"] == "manastack-cards"
    assert header["version"] == 1
    assert header["names"] == sorted(header["names"])


def test_bundled_database_has_every_card(db: CardDatabase) -> None:
    """All 35,033 cards of the source data are in the bundled database, sorted by name."""
    assert len(db) == 35033
    names = db.names()
    assert names == sorted(names)
    assert names[0] < names[-1]


def test_default_database_is_shared() -> None:
    """default_database() returns the same instance every time."""
    assert default_database() is default_database()


def test_lightning_bolt_fields(db: CardDatabase) -> None:
    """A plain card carries every Oracle field with lists turned into tuples."""
    assert db.get("Lightning Bolt") == CardData(
        name="Lightning Bolt",
        mana_cost="{R}",
        type_line="Instant",
        types=("Instant",),
        text="Lightning Bolt deals 3 damage to any target.",
        layout="normal",
        color_identity=("R",),
    )
    assert db.get("Lightning Bolt").colors == ("R",)


def test_creature_and_planeswalker_fields(db: CardDatabase) -> None:
    """Power, toughness and loyalty stay the printed strings; absent ones are None."""
    goyf = db.get("Tarmogoyf")
    assert (goyf.power, goyf.toughness, goyf.loyalty) == ("*", "1+*", None)
    assert goyf.subtypes == ("Lhurgoyf",)
    jace = db.get("Jace, the Mind Sculptor")
    assert (jace.power, jace.toughness, jace.loyalty) == (None, None, "3")
    assert jace.supertypes == ("Legendary",)
    assert jace.types == ("Planeswalker",)


def test_card_without_mana_cost(db: CardDatabase) -> None:
    """A card with no mana cost has mana_cost "" and no colors (color indicators are not stored)."""
    arbor = db.get("Dryad Arbor")
    assert arbor.mana_cost == ""
    assert arbor.colors == ()
    assert arbor.color_identity == ("G",)
    forest = db.get("Forest")
    assert forest.is_basic
    assert forest.supertypes == ("Basic",)


def test_keywords_are_tuples(db: CardDatabase) -> None:
    """Keywords are a tuple, empty when the card has none."""
    assert db.get("Serra Angel").keywords == ("Flying", "Vigilance")
    assert db.get("Counterspell").keywords == ()


def test_card_data_is_frozen() -> None:
    """CardData is immutable."""
    card = CardData(name="Test Card", mana_cost="{1}{G}")
    with pytest.raises(AttributeError):
        card.name = "Other"  # type: ignore[misc]


@pytest.mark.parametrize(
    ("cost", "colors"),
    [
        ("", ()),
        ("{3}", ()),
        ("{R}", ("R",)),
        ("{G}{W}{U}{B}", ("W", "U", "B", "G")),
        ("{W/U}", ("W", "U")),
        ("{2/R}", ("R",)),
        ("{B/P}", ("B",)),
        ("{G/W/P}", ("W", "G")),
        ("{C/U}", ("U",)),
        ("{HW}", ("W",)),
        ("{X}{R}{R}", ("R",)),
        ("{C}{S}", ()),
    ],
)
def test_colors_from_mana_cost(cost: str, colors: tuple[str, ...]) -> None:
    """Colors come from every colored part of each mana symbol, in WUBRG order."""
    assert colors_from_mana_cost(cost) == colors
    assert CardData(name="X", mana_cost=cost).colors == colors


def test_hybrid_card_colors(db: CardDatabase) -> None:
    """A hybrid-cost card is every color in its hybrid symbols."""
    assert db.get("Wort, the Raidmother").colors == ("R", "G")


@pytest.mark.parametrize(
    ("type_line", "expected"),
    [
        ("Instant", (("Instant",), (), ())),
        ("Legendary Creature — Elf Druid", (("Creature",), ("Elf", "Druid"), ("Legendary",))),
        ("Basic Snow Land — Forest", (("Land",), ("Forest",), ("Basic", "Snow"))),
        ("Plane — New Phyrexia", (("Plane",), ("New Phyrexia",), ())),
        (
            "Legendary Creature — Time Lord Doctor",
            (("Creature",), ("Time Lord", "Doctor"), ("Legendary",)),
        ),
        ("Artifact Creature — Golem", (("Artifact", "Creature"), ("Golem",), ())),
    ],
)
def test_parse_type_line(
    type_line: str, expected: tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]
) -> None:
    """A type line splits into card types, subtypes (multi-word where needed) and supertypes."""
    assert parse_type_line(type_line) == expected


# -- name lookup ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("query", "name"),
    [
        ("Lightning Bolt", "Lightning Bolt"),
        ("lightning bolt", "Lightning Bolt"),
        ("  LIGHTNING   BOLT ", "Lightning Bolt"),
        ("Juzam Djinn", "Juzám Djinn"),
        ("Lim-Dul's Vault", "Lim-Dûl's Vault"),
        ("Lim-Dûl’s Vault", "Lim-Dûl's Vault"),
        ("Æther Vial", "Aether Vial"),
        ("Fire // Ice", "Fire // Ice"),
        ("Fire/Ice", "Fire // Ice"),
        ("fire /// ice", "Fire // Ice"),
        ("Fire//Ice", "Fire // Ice"),
        ("Kongming Sleeping Dragon", 'Kongming, "Sleeping Dragon"'),
        ("Delver of Secrets", "Delver of Secrets // Insectile Aberration"),
        ("Bonecrusher Giant", "Bonecrusher Giant // Stomp"),
        ("Insectile Aberration", "Insectile Aberration"),
        ("SP//dr, Piloted by Peni", "SP//dr, Piloted by Peni"),
    ],
)
def test_tolerant_lookup(db: CardDatabase, query: str, name: str) -> None:
    """Lookup ignores case, diacritics, quotes, spacing, punctuation and / vs // vs ///."""
    assert db.get(query).name == name
    card = db.find(query)
    assert card is not None and card.name == name
    assert query in db


def test_exact_name_wins_over_tolerant_match(db: CardDatabase) -> None:
    """Names that differ only in punctuation are told apart when spelled exactly."""
    assert db.get("Lava Axe").name == "Lava Axe"
    assert db.get("Lava, Axe").name == "Lava, Axe"
    assert db.get("lava axe").name == "Lava Axe"
    assert db.get("Wasteland").text.startswith("{T}: Add {C}.")


def test_unknown_card_error_suggests_close_names(db: CardDatabase) -> None:
    """An unknown name raises UnknownCardError naming it and suggesting up to 3 close names."""
    with pytest.raises(UnknownCardError) as caught:
        db.get("Lightnig Bolt")
    message = str(caught.value)
    assert message.startswith("unknown card 'Lightnig Bolt'; did you mean 'Lightning Bolt'")
    assert message.count("', '") + message.count("' or '") <= 2
    assert isinstance(caught.value, KeyError)
    assert isinstance(caught.value, ManastackError)


def test_unknown_card_error_without_suggestions(db: CardDatabase) -> None:
    """A name like no card says there are no similar names, without repr-quoting the message."""
    with pytest.raises(UnknownCardError) as caught:
        db.get("Qwxzzv Plorp")
    assert str(caught.value) == "unknown card 'Qwxzzv Plorp' (no similar card names)"


def test_ambiguous_tolerant_match(db: CardDatabase) -> None:
    """A tolerant match that fits two cards is reported as ambiguous, and find() gives None."""
    with pytest.raises(UnknownCardError) as caught:
        db.get("waste-land")
    assert str(caught.value) == (
        "card name 'waste-land' is ambiguous: it could be 'Waste Land' or 'Wasteland'"
    )
    assert db.find("waste-land") is None
    assert "waste-land" not in db


def test_find_returns_none_for_unknown(db: CardDatabase) -> None:
    """find() returns None instead of raising, and `in` is False, for an unknown name."""
    assert db.find("Not A Real Card") is None
    assert "Not A Real Card" not in db
    assert 42 not in db


def test_suggest_limit(db: CardDatabase) -> None:
    """suggest() returns at most the requested number of names."""
    assert db.suggest("Shock", limit=1) == ["Shock"]
    assert len(db.suggest("Goblin Guid")) <= 3


# -- building, saving and loading ---------------------------------------------------


def _cards() -> list[CardData]:
    return [
        CardData(
            name="Grizzly Bears",
            mana_cost="{1}{G}",
            type_line="Creature — Bear",
            types=("Creature",),
            subtypes=("Bear",),
            power="2",
            toughness="2",
            color_identity=("G",),
        ),
        CardData(
            name="Ancestral Recall",
            mana_cost="{U}",
            type_line="Instant",
            types=("Instant",),
            text="Target player draws three cards.",
            color_identity=("U",),
        ),
    ]


def test_in_memory_database_sorted() -> None:
    """A database built from cards lists them sorted by name."""
    database = CardDatabase(_cards())
    assert database.names() == ["Ancestral Recall", "Grizzly Bears"]
    assert len(database) == 2
    assert database.get("grizzly bears").power == "2"


def test_duplicate_names_rejected() -> None:
    """Two cards with the same name cannot share a database."""
    with pytest.raises(CardDataError, match="duplicate card name 'Grizzly Bears'"):
        CardDatabase([*_cards(), CardData(name="Grizzly Bears")])


@pytest.mark.parametrize("suffix", [".json.xz", ".json.gz"])
def test_save_and_load_round_trip(tmp_path: Path, suffix: str) -> None:
    """save() writes a file that CardDatabase.load() reads back to equal cards."""
    target = tmp_path / f"cards{suffix}"
    CardDatabase(_cards()).save(target)
    loaded = CardDatabase.load(target)
    assert list(loaded.cards()) == sorted(_cards(), key=lambda card: card.name)


def test_save_is_deterministic(tmp_path: Path) -> None:
    """Saving the same cards twice (in any order) gives byte-identical files."""
    first, second = tmp_path / "a.json.xz", tmp_path / "b.json.xz"
    CardDatabase(_cards()).save(first)
    CardDatabase(list(reversed(_cards()))).save(second)
    assert first.read_bytes() == second.read_bytes()
    gz_first, gz_second = tmp_path / "a.json.gz", tmp_path / "b.json.gz"
    CardDatabase(_cards()).save(gz_first)
    CardDatabase(_cards()).save(gz_second)
    assert gz_first.read_bytes() == gz_second.read_bytes()


def test_path_database_is_lazy(tmp_path: Path) -> None:
    """A database on a path reads nothing until first use, then reports a missing file."""
    database = CardDatabase(path=tmp_path / "missing.json.xz")
    assert "not loaded" in repr(database)
    with pytest.raises(CardDataError, match=r"missing\.json\.xz: cannot read file"):
        len(database)


def test_load_rejects_foreign_file(tmp_path: Path) -> None:
    """Loading a file that is not in the manastack format names the file and the reason."""
    target = tmp_path / "other.json"
    target.write_text('{"hello": "world"}\n')
    with pytest.raises(CardDataError) as caught:
        CardDatabase.load(target)
    assert str(caught.value) == f"{target}: not a manastack card file (missing format marker)"


def test_load_rejects_truncated_file(tmp_path: Path) -> None:
    """A card file with fewer rows than names is reported as truncated."""
    good = tmp_path / "good.json.gz"
    CardDatabase(_cards()).save(good)
    lines = gzip.decompress(good.read_bytes()).decode().splitlines()
    bad = tmp_path / "bad.json"
    bad.write_text("\n".join(lines[:-1]) + "\n")
    with pytest.raises(CardDataError, match="truncated or inconsistent card file"):
        CardDatabase.load(bad)


# -- import_bulk --------------------------------------------------------------------


ATOMIC: dict[str, Any] = {
    "meta": {"date": "2026-01-16", "version": "5.3.0+20260116"},
    "data": {
        "Lightning Bolt": [
            {
                "colorIdentity": ["R"],
                "colors": ["R"],
                "layout": "normal",
                "manaCost": "{R}",
                "manaValue": 1.0,
                "name": "Lightning Bolt",
                "subtypes": [],
                "supertypes": [],
                "text": "Lightning Bolt deals 3 damage to any target.",
                "type": "Instant",
                "types": ["Instant"],
            }
        ],
        "Delver of Secrets // Insectile Aberration": [
            {
                "colorIdentity": ["U"],
                "faceName": "Delver of Secrets",
                "keywords": ["Transform"],
                "layout": "transform",
                "manaCost": "{U}",
                "name": "Delver of Secrets // Insectile Aberration",
                "power": "1",
                "side": "a",
                "subtypes": ["Human", "Wizard"],
                "supertypes": [],
                "text": "At the beginning of your upkeep, look at the top card of your "
                "library. You may reveal that card. If an instant or sorcery card is "
                "revealed this way, transform this creature.",
                "toughness": "1",
                "type": "Creature — Human Wizard",
                "types": ["Creature"],
            },
            {
                "colorIdentity": ["U"],
                "faceName": "Insectile Aberration",
                "keywords": ["Flying", "Transform"],
                "layout": "transform",
                "name": "Delver of Secrets // Insectile Aberration",
                "power": "3",
                "side": "b",
                "subtypes": ["Human", "Insect"],
                "supertypes": [],
                "text": "Flying",
                "toughness": "2",
                "type": "Creature — Human Insect",
                "types": ["Creature"],
            },
        ],
        "Fire // Ice": [
            {
                "colorIdentity": ["R", "U"],
                "faceName": "Fire",
                "layout": "split",
                "manaCost": "{1}{R}",
                "name": "Fire // Ice",
                "side": "a",
                "subtypes": [],
                "supertypes": [],
                "text": "Fire deals 2 damage divided as you choose among one or two targets.",
                "type": "Instant",
                "types": ["Instant"],
            },
            {
                "colorIdentity": ["R", "U"],
                "faceName": "Ice",
                "layout": "split",
                "manaCost": "{1}{U}",
                "name": "Fire // Ice",
                "side": "b",
                "subtypes": [],
                "supertypes": [],
                "text": "Tap target permanent.\nDraw a card.",
                "type": "Instant",
                "types": ["Instant"],
            },
        ],
    },
}

SCRYFALL: list[dict[str, Any]] = [
    {
        "object": "card",
        "name": "Lightning Bolt",
        "layout": "normal",
        "mana_cost": "{R}",
        "type_line": "Instant",
        "oracle_text": "Lightning Bolt deals 3 damage to any target.",
        "keywords": [],
        "color_identity": ["R"],
    },
    {
        "object": "card",
        "name": "Jace, the Mind Sculptor",
        "layout": "normal",
        "mana_cost": "{2}{U}{U}",
        "type_line": "Legendary Planeswalker — Jace",
        "oracle_text": "+2: Look at the top card of target player's library.",
        "loyalty": "3",
        "keywords": [],
        "color_identity": ["U"],
    },
    {
        "object": "card",
        "name": "Delver of Secrets // Insectile Aberration",
        "layout": "transform",
        "keywords": ["Flying", "Transform"],
        "color_identity": ["U"],
        "card_faces": [
            {
                "object": "card_face",
                "name": "Delver of Secrets",
                "mana_cost": "{U}",
                "type_line": "Creature — Human Wizard",
                "oracle_text": "At the beginning of your upkeep, look at the top card.",
                "power": "1",
                "toughness": "1",
            },
            {
                "object": "card_face",
                "name": "Insectile Aberration",
                "mana_cost": "",
                "type_line": "Creature — Human Insect",
                "oracle_text": "Flying",
                "power": "3",
                "toughness": "2",
            },
        ],
    },
    {
        "object": "card",
        "name": "Soldier",
        "layout": "token",
        "type_line": "Token Creature — Soldier",
        "keywords": [],
        "color_identity": ["W"],
    },
]


def _write_json(path: Path, document: object) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def test_import_mtgjson_atomic(tmp_path: Path) -> None:
    """An AtomicCards file imports each card under its full name, plus transform back faces
    and split cards' second halves (709)."""
    database = import_bulk(_write_json(tmp_path / "AtomicCards.json", ATOMIC))
    assert database.names() == [
        "Delver of Secrets // Insectile Aberration",
        "Fire // Ice",
        "Ice",
        "Insectile Aberration",
        "Lightning Bolt",
    ]
    delver = database.get("Delver of Secrets")
    assert (delver.mana_cost, delver.power, delver.subtypes) == ("{U}", "1", ("Human", "Wizard"))
    fire = database.get("Fire/Ice")
    assert (fire.mana_cost, fire.layout, fire.color_identity) == ("{1}{R}", "split", ("R", "U"))
    assert database.get("Insectile Aberration").keywords == ("Flying", "Transform")


def test_import_scryfall_oracle_cards(tmp_path: Path) -> None:
    """A Scryfall oracle-cards list imports cards, parses type lines and skips tokens."""
    database = import_bulk(_write_json(tmp_path / "oracle-cards.json", SCRYFALL))
    assert database.names() == [
        "Delver of Secrets // Insectile Aberration",
        "Insectile Aberration",
        "Jace, the Mind Sculptor",
        "Lightning Bolt",
    ]
    jace = database.get("Jace, the Mind Sculptor")
    assert (jace.types, jace.subtypes, jace.supertypes) == (
        ("Planeswalker",),
        ("Jace",),
        ("Legendary",),
    )
    assert jace.loyalty == "3"
    aberration = database.get("Insectile Aberration")
    assert (aberration.mana_cost, aberration.power, aberration.text) == ("", "3", "Flying")


def test_import_compressed_and_save(tmp_path: Path) -> None:
    """A gzip-compressed bulk file imports, and save() writes it in the manastack format."""
    source = tmp_path / "AtomicCards.json.gz"
    source.write_bytes(gzip.compress(json.dumps(ATOMIC).encode()))
    target = tmp_path / "mine.json.xz"
    import_bulk(source).save(target)
    assert CardDatabase.load(target).get("Lightning Bolt").text.startswith("Lightning Bolt")


def test_import_bundled_source_format(tmp_path: Path) -> None:
    """A JSON list of MTGJSON-style card objects (the bundled data's source format) imports."""
    entry = {
        "name": "Angel of Mercy",
        "manaCost": "{4}{W}",
        "type": "Creature — Angel",
        "types": ["Creature"],
        "subtypes": ["Angel"],
        "supertypes": [],
        "keywords": ["Flying"],
        "power": "3",
        "toughness": "3",
        "loyalty": None,
        "text": "Flying\nWhen this creature enters, you gain 3 life.",
        "layout": "normal",
        "colorIdentity": ["W"],
    }
    database = import_bulk(_write_json(tmp_path / "flat.json", [entry]))
    assert database.get("Angel of Mercy").keywords == ("Flying",)


@pytest.mark.parametrize(
    ("content", "reason"),
    [
        (b"this is not json", "not valid JSON"),
        (b'{"meta": {}, "cards": []}', "not an MTGJSON AtomicCards file or a Scryfall"),
        (b'[{"foo": 1}]', "a JSON list, but not of Scryfall or MTGJSON card objects"),
        (b'{"data": {"Lightning Bolt": "oops"}}', "card 'Lightning Bolt': expected a non-empty"),
        (b'{"data": {"LEA": {"cards": []}}}', "looks like an MTGJSON AllPrintings file"),
        (b'[{"object": "card", "type_line": "Instant"}]', "card #0: missing or empty 'name'"),
        (
            b'[{"object": "card", "name": "X", "type_line": "Instant", "keywords": "Flying"}]',
            "field 'keywords' of 'X' must be a list of strings",
        ),
        (b"[]", "the file holds no cards"),
        (b"\x1f\x8bnot really gzip", "corrupt compressed data"),
    ],
)
def test_import_bad_input(tmp_path: Path, content: bytes, reason: str) -> None:
    """Bad bulk input raises CardDataError naming the file and the reason."""
    source = tmp_path / "bulk.json"
    source.write_bytes(content)
    with pytest.raises(CardDataError) as caught:
        import_bulk(source)
    assert str(caught.value).startswith(f"{source}: ")
    assert reason in str(caught.value)


def test_import_missing_file(tmp_path: Path) -> None:
    """A missing bulk file raises CardDataError, not OSError."""
    with pytest.raises(CardDataError, match=r"nope\.json: cannot read file"):
        import_bulk(tmp_path / "nope.json")


# -- the build script -----------------------------------------------------------------


def test_build_script_is_deterministic(tmp_path: Path) -> None:
    """scripts/build_card_db.py turns a source file into identical bytes on every run."""
    spec = importlib.util.spec_from_file_location(
        "build_card_db", REPO / "scripts/build_card_db.py"
    )
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    source = _write_json(tmp_path / "AtomicCards.json", ATOMIC)
    first, second = tmp_path / "one.json.xz", tmp_path / "two.json.xz"
    assert module.main([str(source), "--output", str(first)]) == 0
    assert module.main([str(source), "--output", str(second)]) == 0
    assert first.read_bytes() == second.read_bytes()
    assert len(CardDatabase.load(first)) == 5      # Ice, the second half of Fire // Ice (709)
