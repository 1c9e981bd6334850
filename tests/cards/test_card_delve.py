"""Delve (702.66a) on a real card, compiled from Oracle text and played: Murderous Cut
({4}{B}, "Destroy target creature.") paid with four graveyard cards and a Swamp."""

from __future__ import annotations

from helpers import ALICE, BOB, do, game_at, name, pass_all, zone

LIBRARY = ["Island"] * 6


def test_murderous_cut_delves_four_cards_and_destroys_the_creature() -> None:
    """702.66a, 601.2g-h: the automatic payment exiles four cards of Alice's graveyard for the
    {4} and taps the Swamp for {B}; Bob's Grizzly Bears is destroyed."""
    game, labels = game_at({"hand": ["Murderous Cut"], "battlefield": ["Swamp"],
                            "graveyard": ["Opt", "Shock", "Forest", "Island"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    do(game, "cast Murderous Cut", f"target {name(game, labels['bears'])}",
       "pay {4}{B} automatically")
    pass_all(game)
    assert "Grizzly Bears" in zone(game, BOB, "graveyard")
    assert len(zone(game, ALICE, "exile")) == 4
