"""Cycling and typecycling (702.29), compiled from Oracle text: "[Cost], Discard this card:
[draw a card / search for a card of the type]", activated only from the hand (113.6)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, choose, game_at, resolve, texts, zone


@template("cycling", cards=("Drifting Meadow",))
def test_cycling_discards_as_a_cost_then_draws() -> None:
    """702.29a, 602.2b: Drifting Meadow's "Cycling {2}": the card is discarded as the ability
    is activated (it's in the graveyard while the ability waits on the stack), then its
    controller draws."""
    game, labels = game_at({"battlefield": ["Plains", "Plains"],
                            "hand": [{"card": "Drifting Meadow", "label": "meadow"}],
                            "library": ["Island"]})
    activate(game, labels["meadow"])
    assert zone(game, ALICE, "graveyard") == ["Drifting Meadow"]
    assert game.state.stack
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_cycling_works_only_from_the_hand() -> None:
    """702.29a, 113.6: on the battlefield Drifting Meadow offers no cycling."""
    game, _ = game_at({"battlefield": ["Drifting Meadow", "Plains", "Plains"]})
    assert not any("Cycling" in t for t in texts(game))


def test_cycling_needs_its_mana() -> None:
    """118.3, 601.2g: without {2} available, Drifting Meadow can't be cycled."""
    game, _ = game_at({"battlefield": ["Plains"], "hand": ["Drifting Meadow"]})
    assert not any("Cycling" in t for t in texts(game))


@template("typecycling", "search_library", cards=("Ash Barrens",))
def test_basic_landcycling_searches_for_a_basic_land_card() -> None:
    """702.29e: Ash Barrens's "Basic landcycling {1}" finds a basic land card (not Volcanic
    Island) and puts it into the hand."""
    game, labels = game_at({"battlefield": ["Plains"],
                            "hand": [{"card": "Ash Barrens", "label": "barrens"}],
                            "library": ["Volcanic Island", "Swamp"]})
    activate(game, labels["barrens"])
    resolve(game)
    assert "pick Volcanic Island" not in " ".join(texts(game))
    choose(game, "pick Swamp")
    assert zone(game, ALICE, "hand") == ["Swamp"]
    assert zone(game, ALICE, "graveyard") == ["Ash Barrens"]
