"""Cascade (702.85a) on a real card, Bloodbraid Elf (mana value 4): cast, it exiles cards
from the top of the library until a nonland card of mana value less than 4, which may be
cast without paying its mana cost; the other exiled cards go to the bottom of the library
in a random order."""

from __future__ import annotations

import dataclasses

from oracle_harness import cast, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, stack, texts, zone
from manastack.cards.database import default_database
from manastack.cards.oracle import compile_card

LANDS = ["Mountain", "Mountain", "Forest", "Forest"]


def _cascade(library: list[str]) -> object:
    game, _ = game_at({"hand": ["Bloodbraid Elf"], "battlefield": LANDS, "library": library})
    cast(game, "Bloodbraid Elf")
    pass_all(game)              # the cascade trigger resolves
    return game


@template("cascade_keyword", cards=("Bloodbraid Elf",))
def test_cascade_into_a_free_lightning_bolt() -> None:
    """702.85a: Craw Wurm (mana value 6) and a Forest are passed over, Lightning Bolt is cast
    for free at Bob and resolves before Bloodbraid Elf; the Forest and Craw Wurm go to the
    bottom of Alice's library (below the Island)."""
    game = _cascade(["Forest", "Craw Wurm", "Lightning Bolt", "Island"])
    do(game, "yes", by="Alice")
    game.apply("target Bob")
    pass_all(game)
    assert life(game, BOB) == 17
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt"]
    library = zone(game, ALICE, "library")
    assert library[0] == "Island" and sorted(library[1:]) == ["Craw Wurm", "Forest"]
    assert zone(game, ALICE, "exile") == []
    pass_all(game)
    assert "Bloodbraid Elf" in [game.state.objects[o].card.name for o in game.state.battlefield]


def test_declined_cascade_puts_the_card_on_the_bottom_too() -> None:
    """702.85a: not cast, Lightning Bolt goes to the bottom with the other exiled card."""
    game = _cascade(["Forest", "Lightning Bolt", "Island"])
    do(game, "no", by="Alice")
    library = zone(game, ALICE, "library")
    assert library[0] == "Island" and sorted(library[1:]) == ["Forest", "Lightning Bolt"]
    assert life(game, BOB) == 20


def test_cascade_with_no_cheaper_card_exiles_the_library_and_returns_it() -> None:
    """702.85a: no nonland card of lesser mana value: every card is exiled and put back on
    the bottom; nothing is cast."""
    game = _cascade(["Forest", "Craw Wurm"])
    assert sorted(zone(game, ALICE, "library")) == ["Craw Wurm", "Forest"]
    assert zone(game, ALICE, "exile") == []


def test_two_instances_of_cascade_trigger_separately() -> None:
    """702.85c: a spell with two instances of cascade (Bloodbraid Elf's data with "Cascade"
    twice) triggers twice: Alice orders the triggers (603.3b), the first finds Lightning
    Bolt, the second Shock, both cast for free at Bob (3 + 2 damage)."""
    data = dataclasses.replace(default_database().get("Bloodbraid Elf"),
                               name="Twice-Cascading Elf", text="Cascade\nCascade\nHaste")
    game, _ = game_at({"hand": ["Twice-Cascading Elf"], "battlefield": LANDS,
                       "library": ["Forest", "Lightning Bolt", "Shock", "Island"]},
                      cards=(compile_card(data),))
    cast(game, "Twice-Cascading Elf")
    do(game, texts(game)[0])
    assert stack(game) == ["Twice-Cascading Elf ability"] * 2 + ["Twice-Cascading Elf"]
    for spell, damage in (("Lightning Bolt", 3), ("Shock", 5)):
        pass_all(game)
        do(game, "yes", by="Alice")
        game.apply("target Bob")
        assert stack(game)[0] == spell
        pass_all(game)
        assert life(game, BOB) == 20 - damage
    assert zone(game, ALICE, "library") == ["Island", "Forest"]
