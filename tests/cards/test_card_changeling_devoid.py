"""Devoid (702.114) and changeling (702.73): characteristic-defining abilities that work in
every zone (604.3), on real cards."""

from __future__ import annotations

from oracle_harness import card, cast, template
from test_card_evasion import _blockers

from helpers import game_at, name, pt, resolve, zone
from manastack.comprules import lookup
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.layers import characteristics


@template("simple_keyword", cards=("Essence Depleter", "Severed Legion"))
def test_devoid_makes_the_card_colorless_everywhere() -> None:
    """702.114a, 604.3: Essence Depleter ({2}{B}) is colorless in the hand and on the
    battlefield, so it can't block Severed Legion (fear, 702.36b): it isn't black."""
    game, labels = game_at({"hand": [{"card": "Essence Depleter", "label": "in_hand"}]})
    assert characteristics(game.state, labels["in_hand"]).colors == set()
    able, _ = _blockers("Severed Legion", ["Essence Depleter", "Dross Prowler"])
    assert able == {"Dross Prowler"}


@template("simple_keyword", cards=("Avian Changeling", "Lord of Atlantis"))
def test_changeling_is_every_creature_type() -> None:
    """702.73a: Avian Changeling is a Merfolk (and a Time Lord, and every other creature
    type), so Lord of Atlantis's "Other Merfolk get +1/+1" applies to it."""
    game, labels = game_at({"battlefield": [{"card": "Avian Changeling", "label": "avian"},
                                            "Lord of Atlantis"]})
    c = characteristics(game.state, labels["avian"])
    assert c.subtypes >= CREATURE_TYPES
    assert pt(game, labels["avian"]) == (3, 3)
    assert c.has("islandwalk")


def test_the_creature_types_are_those_of_the_pinned_rules() -> None:
    """205.3m: the list a changeling has is the rules' list of creature types."""
    text = lookup("205.3m").text
    for creature_type in CREATURE_TYPES:
        assert creature_type in text
    listed = text.split("one word long:")[1]
    assert len(CREATURE_TYPES) == listed.count(",") + 1 + 1       # "Time Lord" besides


@template("simple_keyword", cards=("Complete Disregard",))
def test_a_devoid_instant_is_colorless_in_hand_and_on_the_stack() -> None:
    """702.114a: devoid works in every zone, an instant's too: Complete Disregard ({2}{B}) is
    colorless in the hand and as a spell, and still exiles its target."""
    game, labels = game_at({"hand": [card("Complete Disregard", "spell")],
                            "battlefield": ["Swamp", "Swamp", "Swamp"]},
                           {"battlefield": [card("Gray Ogre", "ogre")]})
    assert characteristics(game.state, labels["spell"]).colors == set()
    cast(game, "Complete Disregard", name(game, labels["ogre"]))
    assert characteristics(game.state, game.state.stack[-1]).colors == set()
    resolve(game)
    assert zone(game, 1, "exile") == ["Gray Ogre"]


@template("simple_keyword", cards=("Crib Swap",))
def test_changeling_on_a_kindred_instant_is_every_creature_type() -> None:
    """702.73a, 308.2: Crib Swap, a kindred instant, has every creature type in every zone."""
    game, labels = game_at({"hand": [card("Crib Swap", "swap")]})
    assert characteristics(game.state, labels["swap"]).subtypes >= CREATURE_TYPES
