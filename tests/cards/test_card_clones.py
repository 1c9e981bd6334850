"""707.2, 707.9 and 614.1c: permanents entering as copies, on real cards compiled from
their Oracle text (Clone, Copy Enchantment)."""

from __future__ import annotations

from oracle_harness import card, template

from helpers import ALICE, do, game_at, pass_all, target_and_pay, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _clone(alice: list[object], bob: list[object], hand: tuple[str, ...] = ("Clone",)
           ) -> tuple[Game, dict[str, int]]:
    return game_at({"hand": list(hand), "battlefield": [*alice, *(["Island"] * 8)],
                    "library": LIBRARY}, {"battlefield": bob, "library": LIBRARY})


def _cast_copying(game: Game, spell: str, choice: str) -> int:
    """Cast `spell`, choose `choice` ("done": none) as it enters; the permanent's id."""
    do(game, f"cast {spell}")
    target_and_pay(game)
    pass_all(game)
    do(game, choice)
    return game.state.battlefield[-1]


@template("enter_as_copy", cards=("Clone",))
def test_clone_enters_as_a_copy_of_the_chosen_creature() -> None:
    """707.2, 707.9: Clone enters as a copy of Bob's Grizzly Bears: a 2/2 green Grizzly
    Bears under Alice's control, with the copied name."""
    game, labels = _clone([], [card("Grizzly Bears", "bears")])
    oid = _cast_copying(game, "Clone", f"pick Grizzly Bears#{labels['bears']}")
    chars = characteristics(game.state, oid)
    assert (chars.name, chars.power, chars.toughness, chars.colors) == ("Grizzly Bears", 2, 2, {"G"})
    assert chars.controller == ALICE


def test_a_copy_s_enters_ability_triggers() -> None:
    """707.9, 603.6a: Clone entering as a copy of Elvish Visionary has its "When this
    creature enters, draw a card." and it triggers."""
    game, labels = _clone([card("Elvish Visionary", "elf")], [])
    _cast_copying(game, "Clone", f"pick Elvish Visionary#{labels['elf']}")
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 1


def test_a_clone_that_copies_nothing_is_a_0_0_and_dies() -> None:
    """707.9, 704.5f: Clone entering as itself is 0/0 and is put into the graveyard."""
    game, _ = _clone([], [card("Grizzly Bears", "bears")])
    _cast_copying(game, "Clone", "done")
    assert "Clone" in zone(game, ALICE, "graveyard")


def test_a_copy_leaving_the_battlefield_is_its_own_card_again() -> None:
    """400.7, 707.2: the Clone copying Grizzly Bears, bounced, is the card Clone in Alice's
    hand."""
    game, labels = _clone([], [card("Grizzly Bears", "bears")], hand=("Clone", "Boomerang"))
    oid = _cast_copying(game, "Clone", f"pick Grizzly Bears#{labels['bears']}")
    do(game, "cast Boomerang")
    target_and_pay(game, f"Grizzly Bears#{oid}")
    pass_all(game)
    assert "Clone" in zone(game, ALICE, "hand")


def test_a_copy_of_a_copy_copies_what_that_copy_is() -> None:
    """707.3: a second Clone copying the first Clone (a copy of Grizzly Bears) is a Grizzly
    Bears too."""
    game, labels = _clone([], [card("Grizzly Bears", "bears")], hand=("Clone", "Clone"))
    first = _cast_copying(game, "Clone", f"pick Grizzly Bears#{labels['bears']}")
    second = _cast_copying(game, "Clone", f"pick Grizzly Bears#{first}")
    chars = characteristics(game.state, second)
    assert (chars.name, chars.power, chars.toughness) == ("Grizzly Bears", 2, 2)


def test_a_save_keeps_a_copy() -> None:
    """707.9: a saved game with a Clone copying Grizzly Bears loads with the same copy."""
    game, labels = _clone([], [card("Grizzly Bears", "bears")])
    oid = _cast_copying(game, "Clone", f"pick Grizzly Bears#{labels['bears']}")
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    assert characteristics(loaded.state, oid).name == "Grizzly Bears"


def test_copy_enchantment_copies_an_enchantment() -> None:
    """707.9: Copy Enchantment enters as a copy of Bob's Glorious Anthem, whose "Creatures
    you control get +1/+1." then pumps Alice's creatures."""
    game, labels = _clone([card("Grizzly Bears", "mine")], [card("Glorious Anthem", "anthem")],
                          hand=("Copy Enchantment",))
    _cast_copying(game, "Copy Enchantment", f"pick Glorious Anthem#{labels['anthem']}")
    chars = characteristics(game.state, labels["mine"])
    assert (chars.power, chars.toughness) == (3, 3)


@template("copy_except", "copy_type", cards=("Phyrexian Metamorph", "Synth Infiltrator"))
def test_the_except_of_a_copy_effect_is_part_of_the_copy() -> None:
    """707.9b: Phyrexian Metamorph copying Grizzly Bears is an artifact in addition to its
    other types; Synth Infiltrator copying Alice's Grizzly Bears is a Synth artifact creature Bear."""
    game, labels = _clone([], [card("Grizzly Bears", "bears")], hand=("Phyrexian Metamorph",))
    oid = _cast_copying(game, "Phyrexian Metamorph", f"pick Grizzly Bears#{labels['bears']}")
    chars = characteristics(game.state, oid)
    assert chars.types == {"Artifact", "Creature"} and chars.name == "Grizzly Bears"
    game, labels = _clone([card("Grizzly Bears", "bears")], [], hand=("Synth Infiltrator",))
    oid = _cast_copying(game, "Synth Infiltrator", f"pick Grizzly Bears#{labels['bears']}")
    chars = characteristics(game.state, oid)
    assert chars.subtypes == {"Bear", "Synth"} and chars.types == {"Artifact", "Creature"}
