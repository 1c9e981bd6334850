""""If that creature would die this turn, exile it instead." (614.1a, 700.4), compiled from
Oracle text and played: Lava Coil (damage), Ob Nixilis's Cruelty (-5/-5) and Magma Spray."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, at_step, cast_resolved, game_at, pass_all, pass_until, zone

LIBRARY = ["Island"] * 6


@template("exile_instead_of_dying", cards=("Lava Coil",))
def test_lava_coil_exiles_the_creature_it_kills() -> None:
    """Lava Coil (614.1a, 704.5g, 700.4): 4 damage to Bob's Grizzly Bears; dying of it, the
    Bears are exiled instead of going to the graveyard."""
    game, labels = game_at({"hand": ["Lava Coil"], "battlefield": ["Mountain", "Mountain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast_resolved(game, "Lava Coil", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]
    assert zone(game, BOB, "graveyard") == []


@template("exile_instead_of_dying", cards=("Ob Nixilis's Cruelty",))
def test_ob_nixiliss_cruelty_exiles_a_creature_with_no_toughness_left() -> None:
    """Ob Nixilis's Cruelty (614.1a, 704.5f, 700.4): -5/-5 leaves the Bears at 0 toughness;
    put into the graveyard by the state-based action, they are exiled instead."""
    game, labels = game_at({"hand": ["Ob Nixilis's Cruelty"], "library": LIBRARY,
                            "battlefield": ["Swamp", "Swamp", "Swamp"]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast_resolved(game, "Ob Nixilis's Cruelty", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]


@template("exile_instead_of_dying", cards=("Magma Spray",))
def test_magma_spray_on_a_survivor_ends_with_the_turn() -> None:
    """Magma Spray (614.1a, 514.2): the 2 damage doesn't kill Bob's 1/4 Horned Turtle, which
    stays on the battlefield; the effect's record lasts until the cleanup step and is gone
    by Bob's upkeep."""
    game, labels = game_at({"hand": ["Magma Spray"], "battlefield": ["Mountain"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Horned Turtle", "label": "turtle"}],
                            "library": LIBRARY})
    cast_resolved(game, "Magma Spray", f"Horned Turtle#{labels['turtle']}")
    pass_all(game)
    assert labels["turtle"] in game.state.battlefield
    assert any(r.op == "exiled instead of dying" for r in game.state.effects)
    pass_until(game, at_step("upkeep", "Bob"))
    assert not any(r.op == "exiled instead of dying" for r in game.state.effects)
