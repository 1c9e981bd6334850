"""Modal double-faced cards (712) from `manastack cards import` data that has the back face:
Skyclave Cleric // Skyclave Basilica and Jwari Disruption // Jwari Ruins in a small MTGJSON
AtomicCards file and a Scryfall oracle-cards file. Outside the battlefield and the stack a
card has only its front face's characteristics (712.8a); its player chooses the face to cast
(712.11b) or to play as a land (712.12), and a permanent has the face it entered with up
(712.8d, 712.8f)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from oracle_harness import imported_database

from helpers import ALICE, do, game_at, life, pass_all, texts, zone
from manastack.cards.oracle import compile_card
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.layers import characteristics

CLERIC = "Skyclave Cleric // Skyclave Basilica"
JWARI = "Jwari Disruption // Jwari Ruins"
FACES: dict[str, list[dict[str, Any]]] = {
    CLERIC: [
        {"faceName": "Skyclave Cleric", "manaCost": "{1}{W}", "type": "Creature — Kor Cleric",
         "types": ["Creature"], "subtypes": ["Kor", "Cleric"], "power": "1", "toughness": "3",
         "text": "When this creature enters, you gain 2 life."},
        {"faceName": "Skyclave Basilica", "type": "Land", "types": ["Land"], "subtypes": [],
         "text": "Skyclave Basilica enters tapped.\n{T}: Add {W}."},
    ],
    JWARI: [
        {"faceName": "Jwari Disruption", "manaCost": "{1}{U}", "type": "Instant",
         "types": ["Instant"], "subtypes": [],
         "text": "Counter target spell unless its controller pays {1}."},
        {"faceName": "Jwari Ruins", "type": "Land", "types": ["Land"], "subtypes": [],
         "text": "Jwari Ruins enters tapped.\n{T}: Add {U}."},
    ],
}
IDENTITY = {CLERIC: ["W"], JWARI: ["U"]}


def _document(source: str) -> Any:
    if source == "mtgjson":
        return {"meta": {"version": "5"}, "data": {
            name: [{"name": name, "side": side, "layout": "modal_dfc", "supertypes": [],
                    "keywords": [], "colorIdentity": IDENTITY[name], **face}
                   for side, face in zip("ab", faces, strict=True)]
            for name, faces in FACES.items()}}
    return [{"object": "card", "name": name, "layout": "modal_dfc", "keywords": [],
             "color_identity": IDENTITY[name], "card_faces": [
                 {"name": f["faceName"], "mana_cost": f.get("manaCost", ""),
                  "type_line": f["type"], "oracle_text": f["text"],
                  **({"power": f["power"], "toughness": f["toughness"]} if "power" in f else {})}
                 for f in faces]} for name, faces in FACES.items()]


def _imported(tmp_path: Path, name: str, source: str = "mtgjson") -> CardDef:
    db = imported_database(tmp_path, _document(source))
    return compile_card(db.get(name), database=db)


@pytest.mark.parametrize("source", ["mtgjson", "scryfall"])
def test_a_modal_dfc_is_its_front_face_with_its_back_face_beside(tmp_path: Path,
                                                                   source: str) -> None:
    """712.8a: the card is Skyclave Cleric (mana value 2); its back face, Skyclave Basilica,
    is a land of its own (712.1) and doesn't transform (701.27c: not a transforming card)."""
    card = _imported(tmp_path, CLERIC, source)
    back = card.extra["modal_back"]
    assert card.name == "Skyclave Cleric" and card.mana_value() == 2
    assert back.name == "Skyclave Basilica" and back.types == {"Land"}
    assert "back" not in card.extra


def test_a_back_face_that_doesnt_compile_names_it(tmp_path: Path) -> None:
    """712: the card is supported only if both faces are; the error names the face."""
    document = _document("mtgjson")
    document["data"][JWARI][1]["text"] = "Jwari Ruins hums."
    db = imported_database(tmp_path, document)
    with pytest.raises(UnsupportedCardError, match="its back face"):
        compile_card(db.get(JWARI), database=db)


def test_skyclave_cleric_is_cast_or_played_as_skyclave_basilica(tmp_path: Path) -> None:
    """712.11b, 712.12: Alice may cast Skyclave Cleric or play it as Skyclave Basilica; played,
    the land enters tapped with its back face up (712.8d: only its characteristics) and taps
    for {W}; the second copy, cast as the Cleric, gains her 2 life."""
    card = _imported(tmp_path, CLERIC)
    game, labels = game_at({"battlefield": ["Plains", "Plains"],
                            "hand": [{"card": "Skyclave Cleric", "label": "first"},
                                     "Skyclave Cleric"], "library": ["Plains"] * 5},
                           {"library": ["Plains"] * 5}, cards=(card,))
    first = labels["first"]
    assert f"play Skyclave Cleric#{first} as Skyclave Basilica" in texts(game)
    assert f"cast Skyclave Cleric#{first}" in texts(game)
    do(game, f"play Skyclave Cleric#{first} as Skyclave Basilica")
    land = game.state.battlefield[-1]
    chars = characteristics(game.state, land)
    assert chars.name == "Skyclave Basilica" and chars.types == {"Land"}
    assert game.state.objects[land].tapped
    second = next(o for o in game.state.players[ALICE].hand)
    do(game, f"cast Skyclave Cleric#{second}", "pay {1}{W} automatically")
    pass_all(game)
    pass_all(game)       # the enters trigger
    assert life(game, ALICE) == 22


def test_jwari_disruption_counters_and_its_card_is_its_front_face_in_the_graveyard(
        tmp_path: Path) -> None:
    """712.11b, 712.8a: Alice casts Jwari Disruption (the front face) at Bob's Shock, which Bob
    can't pay {1} for; in her graveyard the card is Jwari Disruption, the front face."""
    card = _imported(tmp_path, JWARI)
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Jwari Disruption"],
                       "library": ["Island"] * 5},
                      {"battlefield": ["Mountain"], "hand": ["Shock"],
                       "library": ["Island"] * 5}, active="Bob", cards=(card,))
    do(game, "cast Shock", "target Alice", "pay {R} automatically", "pass")
    spell = next(t for t in texts(game) if t.startswith("cast Jwari Disruption")
                 and " as " not in t)
    shock = game.state.stack[-1]
    do(game, spell, f"target Shock#{shock}", "pay {1}{U} automatically")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Jwari Disruption"]
    assert life(game, ALICE) == 20


def test_the_faces_of_a_modal_dfc_are_independent_cards_faces(tmp_path: Path) -> None:
    """712.3: Jwari Disruption // Jwari Ruins has a Magic card face on each side, independent
    of one another: an instant with a mana cost and a land without one, each with its own
    abilities, and no ability of either turns the card over (701.27c)."""
    card = _imported(tmp_path, JWARI)
    back = card.extra["modal_back"]
    assert (card.types, card.mana_value()) == ({"Instant"}, 2)
    assert (back.types, back.mana_value()) == ({"Land"}, 0)
    assert [a.text for a in back.abilities] and not card.abilities
    assert "back" not in card.extra and "front" not in back.extra


def test_only_the_face_to_be_cast_or_played_is_evaluated(tmp_path: Path) -> None:
    """712.11c, 305.1: on Bob's turn, with Bob's Shock on the stack, Alice may cast Jwari
    Disruption (its instant face is what is evaluated) but may not play it as Jwari Ruins (a
    land), and may not cast Skyclave Cleric (a creature face, cast only in her main phase)."""
    jwari, cleric = _imported(tmp_path, JWARI), _imported(tmp_path, CLERIC)
    game, labels = game_at({"battlefield": ["Island", "Plains"],
                            "hand": [{"card": "Jwari Disruption", "label": "jwari"},
                                     {"card": "Skyclave Cleric", "label": "cleric"}],
                            "library": ["Island"] * 5},
                           {"battlefield": ["Mountain"], "hand": ["Shock"],
                            "library": ["Island"] * 5}, active="Bob", cards=(jwari, cleric))
    do(game, "cast Shock", "target Alice", "pay {R} automatically", "pass")
    options = texts(game)
    assert f"cast Jwari Disruption#{labels['jwari']}" in options
    assert not [t for t in options if "Jwari Ruins" in t or "Skyclave" in t]
