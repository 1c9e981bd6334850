"""A test of the object the effect before acted on, by its creature type (205.3m, 608.2h),
compiled from Oracle text and played: "Return target creature card from your graveyard to
the battlefield. If it's an Elf, create two 1/1 green Elf Warrior creature tokens."
(Return Upon the Tide)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, pass_all, permanents

MANA = ["Swamp", "Swamp", "Swamp", "Swamp", "Swamp"]
LIBRARY = ["Swamp"] * 5


@template("if_it_is_subtype", cards=("Return Upon the Tide",))
def test_return_upon_the_tide_adds_two_warriors_for_an_elf() -> None:
    """608.2h: Llanowar Elves returns from Alice's graveyard; it's an Elf, so she also
    creates two 1/1 Elf Warriors."""
    game, labels = game_at({"battlefield": MANA, "hand": ["Return Upon the Tide"],
                            "graveyard": [{"card": "Llanowar Elves", "label": "elves"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Return Upon the Tide", f"Llanowar Elves#{labels['elves']}")
    pass_all(game)
    mine = permanents(game, ALICE)
    assert "Llanowar Elves" in mine and mine.count("Elf Warrior") == 2


def test_return_upon_the_tide_returns_a_non_elf_alone() -> None:
    """608.2h: Grizzly Bears (a Bear) returns without Warriors."""
    game, labels = game_at({"battlefield": MANA, "hand": ["Return Upon the Tide"],
                            "graveyard": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    cast(game, "Return Upon the Tide", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    mine = permanents(game, ALICE)
    assert "Grizzly Bears" in mine and "Elf Warrior" not in mine
