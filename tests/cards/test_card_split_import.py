"""Split cards (709) from `manastack cards import` data that has both halves: Dead // Gone
and Assault // Battery in a small MTGJSON AtomicCards file and a Scryfall oracle-cards file.
Each half is compiled from its Oracle text; the card has both halves' characteristics
outside the stack (709.4), one half is chosen and cast (709.3), and only that half is on
the stack (709.3b)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from oracle_harness import imported_database

from helpers import ALICE, BOB, battlefield, do, game_at, life, pass_all, texts, zone
from manastack.cards.oracle import compile_card
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.layers import characteristics

DEAD_GONE = "Dead // Gone"
ASSAULT_BATTERY = "Assault // Battery"
HALVES: dict[str, list[dict[str, Any]]] = {
    DEAD_GONE: [
        {"faceName": "Dead", "manaCost": "{R}", "type": "Instant", "types": ["Instant"],
         "text": "Dead deals 2 damage to target creature."},
        {"faceName": "Gone", "manaCost": "{2}{R}", "type": "Instant", "types": ["Instant"],
         "text": "Return target creature you don't control to its owner's hand."},
    ],
    ASSAULT_BATTERY: [
        {"faceName": "Assault", "manaCost": "{R}", "type": "Sorcery", "types": ["Sorcery"],
         "text": "Assault deals 2 damage to any target."},
        {"faceName": "Battery", "manaCost": "{3}{G}", "type": "Sorcery", "types": ["Sorcery"],
         "text": "Create a 3/3 green Elephant creature token."},
    ],
}
IDENTITY = {DEAD_GONE: ["R"], ASSAULT_BATTERY: ["G", "R"]}


def _mtgjson() -> dict[str, Any]:
    data = {name: [{"name": name, "side": side, "layout": "split", "subtypes": [],
                    "supertypes": [], "keywords": [], "colorIdentity": IDENTITY[name], **face}
                   for side, face in zip("ab", faces, strict=True)]
            for name, faces in HALVES.items()}
    return {"meta": {"version": "5"}, "data": data}


def _scryfall() -> list[dict[str, Any]]:
    return [{"object": "card", "name": name, "layout": "split", "keywords": [],
             "color_identity": IDENTITY[name], "type_line": " // ".join(f["type"] for f in faces),
             "card_faces": [{"name": f["faceName"], "mana_cost": f["manaCost"],
                             "type_line": f["type"], "oracle_text": f["text"]} for f in faces]}
            for name, faces in HALVES.items()]


def _imported(tmp_path: Path, name: str, source: str = "mtgjson") -> CardDef:
    db = imported_database(tmp_path, _mtgjson() if source == "mtgjson" else _scryfall())
    return compile_card(db.get(name), database=db)


@pytest.mark.parametrize("source", ["mtgjson", "scryfall"])
def test_an_imported_split_card_has_both_halves(tmp_path: Path, source: str) -> None:
    """709.4, 709.4b-c: outside the stack Assault // Battery has both names, the combined
    mana cost {R}{3}{G} (mana value 5), both colors; each half is a card face of its own."""
    whole = _imported(tmp_path, ASSAULT_BATTERY, source)
    assert whole.name == ASSAULT_BATTERY and whole.mana_value() == 5
    assert whole.colors == {"R", "G"} and whole.types == {"Sorcery"}
    assert [h.name for h in whole.extra["halves"]] == ["Assault", "Battery"]


def test_a_half_that_doesnt_compile_names_the_half(tmp_path: Path) -> None:
    """709: a split card is supported only if both halves are; the error names the half."""
    document = _mtgjson()
    document["data"][DEAD_GONE][1]["text"] = "Gone vanishes into the aether."
    db = imported_database(tmp_path, document)
    with pytest.raises(UnsupportedCardError, match="its half 'Gone'"):
        compile_card(db.get(DEAD_GONE), database=db)


def test_either_half_of_dead_gone_is_cast_and_only_it_is_on_the_stack(tmp_path: Path) -> None:
    """709.3, 709.3a-b: with {2}{R} Alice may cast Dead or Gone; she casts Gone at Bob's
    Grizzly Bears: on the stack the spell is Gone alone (mana value 3), it returns the
    Bears, and the card goes to her graveyard whole (709.4)."""
    whole = _imported(tmp_path, DEAD_GONE)
    game, labels = game_at({"battlefield": ["Mountain"] * 3,
                            "hand": [{"card": DEAD_GONE, "label": "card"}],
                            "library": ["Mountain"] * 5},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": ["Mountain"] * 5}, cards=(whole,))
    casts = [t for t in texts(game) if t.startswith(f"cast {DEAD_GONE}")]
    assert [t.rsplit(" as ", 1)[1] for t in casts] == ["Dead", "Gone"]
    do(game, f"cast {DEAD_GONE}#{labels['card']} as Gone",
       f"target Grizzly Bears#{labels['bears']}", "pay {2}{R} automatically")
    spell = game.state.stack[-1]
    chars = characteristics(game.state, spell)
    assert chars.name == "Gone" and game.state.objects[spell].card.mana_value() == 3
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == [DEAD_GONE]


def test_assault_and_battery_each_do_their_own_thing(tmp_path: Path) -> None:
    """709.3: Assault deals 2 damage to Bob; a second Assault // Battery cast as Battery
    makes a 3/3 Elephant."""
    whole = _imported(tmp_path, ASSAULT_BATTERY)
    game, _ = game_at({"battlefield": ["Mountain", "Forest", "Forest", "Forest", "Forest"],
                       "hand": [ASSAULT_BATTERY, ASSAULT_BATTERY], "library": ["Forest"] * 5},
                      {"library": ["Forest"] * 5}, cards=(whole,))
    first = next(t for t in texts(game) if t.endswith(" as Assault"))
    do(game, first, "target Bob", "pay {R} automatically")
    pass_all(game)
    assert life(game, BOB) == 18
    second = next(t for t in texts(game) if t.endswith(" as Battery"))
    do(game, second, "pay {3}{G} automatically")
    pass_all(game)
    assert "Elephant" in battlefield(game, ALICE)
