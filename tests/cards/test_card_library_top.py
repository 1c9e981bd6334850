"""Putting a permanent on top of its owner's library (401.4): Time Ebb, Griptide."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, target_and_pay, zone


@template("put_on_library", cards=("Time Ebb", "Griptide"))
def test_put_on_top_of_its_owners_library() -> None:
    """401.4: Griptide puts Bob's Grizzly Bears on top of Bob's library, a new object (400.7)."""
    game, labels = game_at({"battlefield": ["Island"] * 4, "hand": ["Griptide"]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": ["Forest"]})
    do(game, "cast Griptide")
    target_and_pay(game, f"Grizzly Bears#{labels['bears']}")
    do(game, "pass", "pass")
    assert zone(game, BOB, "library") == ["Grizzly Bears", "Forest"]
    assert zone(game, BOB, "battlefield") == []
