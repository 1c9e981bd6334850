"""Adventurer cards (715) from `manastack cards import` data that has the Adventure: Garenbrig
Carver // Shield's Might in a small MTGJSON AtomicCards file and a Scryfall oracle-cards file.
The card has only its normal characteristics outside the stack (715.4); it is cast as the
creature or as its Adventure (715.3); the Adventure, once resolved, is exiled and the
creature may then be cast from exile, though not as an Adventure again (715.3d)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from oracle_harness import imported_database

from helpers import ALICE, at_step, battlefield, do, game_at, pass_all, pass_until, pt, texts, zone
from manastack.cards.oracle import compile_card
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.layers import characteristics

CARVER = "Garenbrig Carver // Shield's Might"
FACES: list[dict[str, Any]] = [
    {"faceName": "Garenbrig Carver", "manaCost": "{3}{G}", "type": "Creature — Human Warrior",
     "types": ["Creature"], "subtypes": ["Human", "Warrior"], "power": "3", "toughness": "2",
     "text": ""},
    {"faceName": "Shield's Might", "manaCost": "{1}{G}", "type": "Instant — Adventure",
     "types": ["Instant"], "subtypes": ["Adventure"],
     "text": "Target creature gets +2/+2 until end of turn."},
]


def _document(source: str, adventure_text: str | None = None) -> Any:
    faces = [dict(f) for f in FACES]
    if adventure_text is not None:
        faces[1]["text"] = adventure_text
    if source == "mtgjson":
        return {"meta": {"version": "5"}, "data": {CARVER: [
            {"name": CARVER, "side": side, "layout": "adventure", "supertypes": [],
             "keywords": [], "colorIdentity": ["G"], **face}
            for side, face in zip("ab", faces, strict=True)]}}
    return [{"object": "card", "name": CARVER, "layout": "adventure", "keywords": [],
             "color_identity": ["G"], "card_faces": [
                 {"name": f["faceName"], "mana_cost": f["manaCost"], "type_line": f["type"],
                  "oracle_text": f["text"], **({"power": f["power"], "toughness": f["toughness"]}
                                               if "power" in f else {})} for f in faces]}]


def _imported(tmp_path: Path, source: str = "mtgjson", adventure_text: str | None = None
              ) -> CardDef:
    db = imported_database(tmp_path, _document(source, adventure_text))
    return compile_card(db.get(CARVER), database=db)


@pytest.mark.parametrize("source", ["mtgjson", "scryfall"])
def test_an_adventurer_card_has_its_normal_characteristics(tmp_path: Path, source: str) -> None:
    """715.4, 715.2: the card is Garenbrig Carver, a 3/2 creature of mana value 4; its
    Adventure, Shield's Might, is an instant it may be cast as."""
    card = _imported(tmp_path, source)
    adventure = card.extra["adventure"]
    assert (card.name, card.power, card.toughness, card.mana_value()) == \
        ("Garenbrig Carver", 3, 2, 4)
    assert adventure.name == "Shield's Might" and adventure.types == {"Instant"}


def test_an_adventure_that_doesnt_compile_names_it(tmp_path: Path) -> None:
    """715: the card is supported only if its Adventure is too; the error names it."""
    with pytest.raises(UnsupportedCardError, match="its Adventure \"Shield's Might\""):
        _imported(tmp_path, adventure_text="Target creature goes on an adventure.")


def test_shields_might_then_garenbrig_carver_from_exile(tmp_path: Path) -> None:
    """715.3, 715.3b, 715.3d: Alice casts the card as Shield's Might on her Grizzly Bears
    (+2/+2): on the stack it is the instant alone; as it resolves it is exiled, not put into
    her graveyard; in her main phase she casts Garenbrig Carver from exile (only as the
    creature) and it enters the battlefield."""
    card = _imported(tmp_path)
    game, labels = game_at({"battlefield": ["Forest"] * 4 + [{"card": "Grizzly Bears",
                                                             "label": "bears"}],
                            "hand": [{"card": "Garenbrig Carver", "label": "carver"}],
                            "library": ["Forest"] * 5},
                           {"library": ["Forest"] * 5}, cards=(card,))
    carver = labels["carver"]
    casts = [t for t in texts(game) if t.startswith("cast Garenbrig Carver")]
    assert casts == [f"cast Garenbrig Carver#{carver}",
                     f"cast Garenbrig Carver#{carver} as Shield's Might (an Adventure)"]
    do(game, casts[1], f"target Grizzly Bears#{labels['bears']}", "pay {1}{G} automatically")
    spell = game.state.stack[-1]
    assert characteristics(game.state, spell).name == "Shield's Might"
    pass_all(game)
    assert pt(game, labels["bears"]) == (4, 4)
    assert zone(game, ALICE, "exile") == ["Garenbrig Carver"] and not zone(game, ALICE, "graveyard")
    pass_until(game, at_step("precombat main", turn=5))
    exiled = game.state.players[ALICE].exile[0]
    from_exile = [t for t in texts(game) if t.startswith("cast Garenbrig Carver")]
    assert from_exile == [f"cast Garenbrig Carver#{exiled}"]
    do(game, from_exile[0], "pay {3}{G} automatically")
    pass_all(game)
    assert "Garenbrig Carver" in battlefield(game, ALICE) and not zone(game, ALICE, "exile")


def test_an_adventure_that_doesnt_resolve_goes_to_the_graveyard(tmp_path: Path) -> None:
    """715.3d, 608.2b: Bob's Shock kills the Grizzly Bears in response, so Shield's Might
    doesn't resolve: it goes to Alice's graveyard, and nothing lets her cast it from there."""
    card = _imported(tmp_path)
    game, labels = game_at({"battlefield": ["Forest"] * 2 + [{"card": "Grizzly Bears",
                                                             "label": "bears"}],
                            "hand": [{"card": "Garenbrig Carver", "label": "carver"}],
                            "library": ["Forest"] * 5},
                           {"battlefield": ["Mountain"], "hand": ["Shock"],
                            "library": ["Forest"] * 5}, cards=(card,))
    do(game, f"cast Garenbrig Carver#{labels['carver']} as Shield's Might (an Adventure)",
       f"target Grizzly Bears#{labels['bears']}", "pay {1}{G} automatically", "pass")
    do(game, "cast Shock", f"target Grizzly Bears#{labels['bears']}", "pay {R} automatically")
    pass_all(game)       # Shock resolves
    pass_all(game)       # Shield's Might has no legal target
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears", "Garenbrig Carver"]
    assert not game.state.delayed


def test_an_adventurer_card_drawn_is_one_card(tmp_path: Path) -> None:
    """715.2c, 121.1: Alice draws Garenbrig Carver in her draw step: one card drawn, one card
    in her hand, though it is printed with two sets of characteristics."""
    card = _imported(tmp_path)
    game, _ = game_at({"library": ["Garenbrig Carver", "Forest"]}, {"library": ["Forest"] * 5},
                      step="upkeep", cards=(card,))
    pass_until(game, at_step("draw"))
    alice = game.state.players[ALICE]
    assert zone(game, ALICE, "hand") == ["Garenbrig Carver"] and alice.drawn_this_turn == 1


def test_only_the_adventures_characteristics_are_evaluated_to_cast_it(tmp_path: Path) -> None:
    """715.3a, 307.1: in Bob's turn, with Bob's Shock on the stack, Alice may cast the card as
    Shield's Might, an instant, but not as Garenbrig Carver, a creature without flash."""
    card = _imported(tmp_path)
    game, labels = game_at({"battlefield": ["Forest"] * 4 + [{"card": "Grizzly Bears",
                                                             "label": "bears"}],
                            "hand": [{"card": "Garenbrig Carver", "label": "carver"}],
                            "library": ["Forest"] * 5},
                           {"battlefield": ["Mountain"], "hand": ["Shock"],
                            "library": ["Forest"] * 5}, active="Bob", cards=(card,))
    do(game, "cast Shock", f"target Grizzly Bears#{labels['bears']}", "pay {R} automatically",
       "pass")
    casts = [t for t in texts(game) if t.startswith("cast Garenbrig Carver")]
    assert casts == [f"cast Garenbrig Carver#{labels['carver']} as Shield's Might (an Adventure)"]
