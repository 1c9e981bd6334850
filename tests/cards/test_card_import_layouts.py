"""`manastack cards import` data for layouts beyond one face: small MTGJSON AtomicCards and
Scryfall oracle-cards files holding a card of every layout. A transform card's back face
comes with its color indicator (204), which the bundled data lacks, so an imported
werewolf is supported and plays (701.27, 712, 603.4)."""

from __future__ import annotations

import json
import tempfile
from pathlib import Path
from typing import Any

import pytest
from oracle_harness import template

from helpers import at_step, cites, game_at, pass_until
from manastack.cards.database import CardDatabase, import_bulk
from manastack.cards.oracle import compile_card
from manastack.errors import CardDataError, UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.layers import characteristics
from manastack.rules.transform import is_transformed

WAIF = "Reckless Waif // Merciless Predator"
FRONT_TEXT = ("At the beginning of each upkeep, if no spells were cast last turn, transform "
              "this creature.")
BACK_TEXT = ("At the beginning of each upkeep, if a player cast two or more spells last turn, "
             "transform this creature.")


def _mtgjson_face(name: str, face: str, side: str, **fields: Any) -> dict[str, Any]:
    return {"name": name, "faceName": face, "side": side, "layout": fields.pop("layout"),
            "colorIdentity": fields.pop("colorIdentity", []), "supertypes": [],
            "keywords": [], **fields}


# One card of each layout the bundled data keeps only one half of, and a transform card.
ATOMIC: dict[str, Any] = {"meta": {"version": "5"}, "data": {
    WAIF: [
        _mtgjson_face(WAIF, "Reckless Waif", "a", layout="transform", manaCost="{R}",
                      type="Creature — Human Rogue Werewolf", types=["Creature"],
                      subtypes=["Human", "Rogue", "Werewolf"], power="1", toughness="1",
                      text=FRONT_TEXT, colorIdentity=["R"]),
        _mtgjson_face(WAIF, "Merciless Predator", "b", layout="transform",
                      type="Creature — Werewolf", types=["Creature"], subtypes=["Werewolf"],
                      power="3", toughness="2", text=BACK_TEXT, colorIdentity=["R"],
                      colorIndicator=["R"]),
    ],
    "Fire // Ice": [
        _mtgjson_face("Fire // Ice", "Fire", "a", layout="split", manaCost="{1}{R}",
                      type="Instant", types=["Instant"], subtypes=[],
                      text="Fire deals 2 damage divided as you choose among one or two targets.",
                      colorIdentity=["R", "U"]),
        _mtgjson_face("Fire // Ice", "Ice", "b", layout="split", manaCost="{1}{U}",
                      type="Instant", types=["Instant"], subtypes=[],
                      text="Tap target permanent.\nDraw a card.", colorIdentity=["R", "U"]),
    ],
}}


def _scryfall_waif(indicator: bool = True) -> dict[str, Any]:
    back: dict[str, Any] = {"name": "Merciless Predator", "mana_cost": "",
                            "type_line": "Creature — Werewolf", "oracle_text": BACK_TEXT,
                            "power": "3", "toughness": "2"}
    if indicator:
        back["color_indicator"] = ["R"]
    return {"object": "card", "name": WAIF, "layout": "transform", "keywords": [],
            "color_identity": ["R"], "card_faces": [
                {"name": "Reckless Waif", "mana_cost": "{R}",
                 "type_line": "Creature — Human Rogue Werewolf", "oracle_text": FRONT_TEXT,
                 "power": "1", "toughness": "1"}, back]}


def _write(path: Path, document: Any) -> Path:
    path.write_text(json.dumps(document), encoding="utf-8")
    return path


def _imported_waif(tmp_path: Path, document: Any) -> CardDef:
    db = import_bulk(_write(tmp_path / "cards.json", document))
    return compile_card(db.get(WAIF), database=db)


@pytest.mark.parametrize("source", ["mtgjson", "scryfall"])
def test_an_imported_back_face_has_its_color_indicator(tmp_path: Path, source: str) -> None:
    """204.2, 202.2e, 107.13, 712.8e: from either bulk format the back face Merciless Predator is
    red by its color indicator (it has no mana cost, 202.3b), so the card is supported; its mana
    value on the battlefield is the front's, 1."""
    document = ATOMIC if source == "mtgjson" else [_scryfall_waif()]
    front = _imported_waif(tmp_path, document)
    back = front.extra["back"]
    assert front.name == "Reckless Waif" and front.colors == {"R"}
    assert back.name == "Merciless Predator" and back.colors == {"R"} and back.mana_value() == 1


def test_a_back_face_without_a_color_indicator_in_the_file_stays_unsupported(
        tmp_path: Path) -> None:
    """204, 903.4: a file that doesn't give the back face's color indicator can't prove its
    color (the color identity is also the front's mana cost's), so the card is refused."""
    with pytest.raises(UnsupportedCardError, match="color indicator"):
        _imported_waif(tmp_path, [_scryfall_waif(indicator=False)])


def test_the_color_indicator_survives_a_save_of_the_database(tmp_path: Path) -> None:
    """204: an imported database saved and loaded again keeps the color indicator (the
    file format's optional `color_indicator` field; older files simply lack it)."""
    db = import_bulk(_write(tmp_path / "atomic.json", ATOMIC))
    db.save(tmp_path / "db.json.xz")
    loaded = CardDatabase.load(tmp_path / "db.json.xz")
    assert loaded.get("Merciless Predator").color_indicator == ("R",)
    assert loaded.get(WAIF).color_indicator is None


def test_a_bad_color_indicator_is_refused_naming_the_card(tmp_path: Path) -> None:
    """A color indicator holds colors (204.1); anything else in the file is an error naming
    the file, the card and the field."""
    bad = _scryfall_waif()
    bad["card_faces"][1]["color_indicator"] = ["purple"]
    with pytest.raises(CardDataError, match=r"card #0.*'color_indicator'.*Merciless Predator"):
        import_bulk(_write(tmp_path / "bad.json", [bad]))


def test_a_split_card_without_its_second_half_stays_unsupported_naming_the_rule(
        tmp_path: Path) -> None:
    """709: a file that has only Fire's half of Fire // Ice gives no Ice, so the card is
    refused naming its layout and rule rather than played as Fire alone."""
    only_fire = {"meta": ATOMIC["meta"], "data": {"Fire // Ice": ATOMIC["data"]["Fire // Ice"][:1]}}
    db = import_bulk(_write(tmp_path / "atomic.json", only_fire))
    with pytest.raises(UnsupportedCardError, match=r"layout 'split' \(709"):
        compile_card(db.get("Fire // Ice"), database=db)


def imported_waif() -> tuple[CardDef, ...]:
    """Both faces of the Waif compiled from the MTGJSON file above."""
    with tempfile.TemporaryDirectory() as folder:
        front = _imported_waif(Path(folder), ATOMIC)
    return front, front.extra["back"]


@template("triggered_if", "no_spells_last_turn", "spells_by_a_player_last_turn",
          "transform_self", imported=imported_waif)
def test_a_werewolf_transforms_after_a_turn_without_spells_and_back_after_two(
        tmp_path: Path) -> None:
    """603.4, 701.27a: with no spell cast during Alice's turn, the Waif's intervening-if
    ability triggers in Bob's upkeep and transforms it into Merciless Predator, the same
    object (712.18); after Bob casts two spells, the Predator's ability transforms it back
    in the next upkeep."""
    front = _imported_waif(tmp_path, ATOMIC)
    game, labels = game_at(
        {"battlefield": [{"card": "Reckless Waif", "label": "waif"}],
         "library": ["Mountain"] * 5},
        {"battlefield": ["Mountain", "Mountain"], "library": ["Mountain"] * 5,
         "hand": ["Shock", "Shock"]}, cards=(front,))
    waif = labels["waif"]
    pass_until(game, at_step("draw", turn=4))
    assert is_transformed(game.state.objects[waif])
    assert characteristics(game.state, waif).name == "Merciless Predator"
    assert cites(game, "701.27a")
    pass_until(game, at_step("precombat main", "Bob"))
    for _ in range(2):
        game.apply(next(c for c in game.legal_choices() if str(c).startswith("cast Shock")))
        game.apply(next(c for c in game.legal_choices() if str(c).startswith("target Alice")))
        if game.decision is not None and game.decision.kind.name == "MANA_PAYMENT":
            game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))
        game.apply("pass")
        game.apply("pass")
    pass_until(game, at_step("draw", turn=5))
    assert not is_transformed(game.state.objects[waif])
    assert characteristics(game.state, waif).name == "Reckless Waif"
