"""614.1a, 700.4: "If that creature would die this turn, exile it instead." is a replacement
effect that lasts the turn: it replaces the creature's dying of anything, not only of the
spell that created it, and ends at cleanup (514.2)."""

from __future__ import annotations

from helpers import BOB, cast_resolved, game_at, pass_all, zone

LIBRARY = ["Island"] * 6


def test_the_creature_is_exiled_when_it_dies_later_that_turn() -> None:
    """614.1a, 700.4: Magma Spray's 2 damage leaves Bob's Horned Turtle (1/4) alive; Shock's
    2 more kill it the same turn (704.5g), and it is exiled instead."""
    game, labels = game_at({"hand": ["Magma Spray", "Shock"], "library": LIBRARY,
                            "battlefield": ["Mountain", "Mountain"]},
                           {"battlefield": [{"card": "Horned Turtle", "label": "turtle"}],
                            "library": LIBRARY})
    turtle = f"Horned Turtle#{labels['turtle']}"
    cast_resolved(game, "Magma Spray", turtle)
    pass_all(game)
    assert labels["turtle"] in game.state.battlefield
    cast_resolved(game, "Shock", turtle)
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Horned Turtle"]
    assert zone(game, BOB, "graveyard") == []
