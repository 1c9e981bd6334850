"""Counts of the permanents on the battlefield, whoever controls them (for each ... on the
battlefield), compiled from Oracle text and played: "{T}: You gain 1 life for each Elf on
the battlefield." (Wellwisher), "Target player gains 2 life for each creature on the
battlefield." (Congregate); and a cost of a whole hand: "{4}, {T}, Discard your hand: Draw a
card for each creature you control." (Slate of Ancestry, 118.3, 701.9a)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, cast_resolved, game_at, life, pass_all, zone

LIBRARY = ["Forest"] * 6


@template("count_on_battlefield", cards=("Wellwisher",))
def test_wellwisher_counts_every_elf_on_the_battlefield() -> None:
    """608.2h: as the ability resolves Alice's Wellwisher and Llanowar Elves and Bob's Elvish
    Mystic are three Elves (Bob's Grizzly Bears isn't one): Alice gains 3 life."""
    game, labels = game_at(
        {"battlefield": [{"card": "Wellwisher", "label": "wish"}, "Llanowar Elves"],
         "library": LIBRARY},
        {"battlefield": ["Elvish Mystic", "Grizzly Bears"], "library": LIBRARY})
    activate(game, labels["wish"])
    pass_all(game)
    assert life(game, ALICE) == 23 and life(game, BOB) == 20


@template("count_on_battlefield", "target_player", cards=("Congregate",))
def test_congregate_counts_both_players_creatures() -> None:
    """608.2h: two creatures of Alice's and one of Bob's: the target player, Bob, gains 6."""
    game, _ = game_at(
        {"battlefield": ["Plains"] * 4 + ["Grizzly Bears", "Llanowar Elves"],
         "hand": ["Congregate"], "library": LIBRARY},
        {"battlefield": ["Gray Ogre"], "library": LIBRARY})
    cast_resolved(game, "Congregate", "Bob")
    assert life(game, BOB) == 26 and life(game, ALICE) == 20


@template("discard_hand_cost", "cards_for_each", cards=("Slate of Ancestry",))
def test_slate_of_ancestry_discards_the_hand_then_draws_per_creature() -> None:
    """118.3, 701.9a: the whole hand is discarded as the cost is paid (before the ability
    resolves); then Alice draws a card for each of her two creatures (608.2h)."""
    game, labels = game_at(
        {"battlefield": [{"card": "Slate of Ancestry", "label": "slate"}, "Grizzly Bears",
                         "Llanowar Elves"] + ["Forest"] * 4,
         "hand": ["Island", "Gray Ogre", "Swamp"], "library": ["Plains"] * 5},
        {"battlefield": ["Elvish Mystic"], "library": LIBRARY})
    activate(game, labels["slate"])
    assert sorted(zone(game, ALICE, "graveyard")) == ["Gray Ogre", "Island", "Swamp"]
    assert zone(game, ALICE, "hand") == []
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Plains", "Plains"]


@template("discard_hand_cost", cards=("Slate of Ancestry",))
def test_slate_of_ancestry_with_an_empty_hand_can_be_activated() -> None:
    """118.3: discarding an empty hand is a cost that can be paid: with no cards in hand the
    ability is activated, and Alice draws one card for her one creature."""
    game, labels = game_at(
        {"battlefield": [{"card": "Slate of Ancestry", "label": "slate"}, "Grizzly Bears"]
         + ["Forest"] * 4, "library": ["Plains"] * 5},
        {"library": LIBRARY})
    activate(game, labels["slate"])
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Plains"]
