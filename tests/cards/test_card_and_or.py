""" "and/or" between two card types or two subtypes of a description ("target artifacts
and/or enchantments", "Merfolk and/or Faeries you control"; 109.2, 205.3), compiled from
Oracle text and played: Angel of the Ruins, Sylvan Reclamation and Silvergill Douser."""

from __future__ import annotations

from oracle_harness import activate, card, cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, pt, texts, zone

LIBRARY = ["Plains"] * 6


@template("type_list", "up_to_target_objects", cards=("Angel of the Ruins",))
def test_angel_of_the_ruins_exiles_an_artifact_and_an_enchantment() -> None:
    """601.2c, 115.1: Angel of the Ruins' enters ability may target up to two permanents each
    of which is an artifact or an enchantment (a creature that is neither is no legal target);
    it exiles Bob's Ornithopter and Glorious Anthem."""
    game, labels = game_at(
        {"library": LIBRARY, "hand": ["Angel of the Ruins"], "battlefield": ["Plains"] * 7},
        {
            "library": LIBRARY,
            "battlefield": [
                card("Ornithopter", "thopter"),
                card("Glorious Anthem", "anthem"),
                card("Grizzly Bears", "bears"),
            ],
        },
    )
    cast(game, "Angel of the Ruins")
    pass_all(game)
    assert f"target {name(game, labels['bears'])}" not in texts(game)
    game.apply(f"target {name(game, labels['thopter'])}")
    game.apply(f"target {name(game, labels['anthem'])}")
    pass_all(game)
    assert sorted(zone(game, BOB, "exile")) == ["Glorious Anthem", "Ornithopter"]


@template("type_list", "up_to_target_objects", cards=("Sylvan Reclamation",))
def test_sylvan_reclamation_may_exile_two_enchantments() -> None:
    """ "and/or": both targets may be of one kind; here two enchantments of Bob's."""
    game, labels = game_at(
        {"library": LIBRARY, "hand": ["Sylvan Reclamation"], "battlefield": ["Forest", "Plains"] * 3},
        {
            "library": LIBRARY,
            "battlefield": [card("Glorious Anthem", "a1"), card("Glorious Anthem", "a2")],
        },
    )
    cast(game, "Sylvan Reclamation", name(game, labels["a1"]), name(game, labels["a2"]))
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Glorious Anthem", "Glorious Anthem"]
    assert zone(game, ALICE, "graveyard") == ["Sylvan Reclamation"]


@template("subtype_list", cards=("Silvergill Douser",))
def test_silvergill_douser_counts_merfolk_and_faeries() -> None:
    """208.2, 608.2h: X is the number of Merfolk and Faeries Alice controls as the ability
    resolves (Silvergill Douser, a Merfolk, and a Faerie), so Bob's Hill Giant gets -2/-0."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [card("Silvergill Douser", "douser"), "Cloud Sprite", "Grizzly Bears"],
        },
        {"library": LIBRARY, "battlefield": [card("Hill Giant", "giant")]},
    )
    activate(game, labels["douser"], name(game, labels["giant"]))
    pass_all(game)
    assert pt(game, labels["giant"]) == (1, 3)
