"""700.4: "dies" means is put into a graveyard from the battlefield; the per-turn record of
creatures that died (Player.creatures_died_this_turn, for "if a creature died this turn")
counts for the creature's controller, only creatures, only to a graveyard, and starts again
each turn. 119.3: Player.life_gained_this_turn likewise."""

from __future__ import annotations

from helpers import ALICE, BOB, at_step, cast_resolved, game_at, pass_until, zone


def test_a_creature_put_into_a_graveyard_counts_for_its_controller() -> None:
    """700.4: Bob's Raging Goblin dies to Shock: Bob's record is 1, Alice's 0; the next turn
    both are 0 again."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"], "library": ["Island"] * 5},
                      {"battlefield": ["Raging Goblin"], "library": ["Island"] * 5})
    cast_resolved(game, "Shock", "Raging Goblin")
    assert game.state.players[BOB].creatures_died_this_turn == 1
    assert game.state.players[ALICE].creatures_died_this_turn == 0
    pass_until(game, at_step("upkeep", turn=4))
    assert game.state.players[BOB].creatures_died_this_turn == 0


def test_a_noncreature_permanent_or_an_exiled_creature_doesnt_die() -> None:
    """700.4: a destroyed artifact isn't a creature that died; a creature exiled (Swords to
    Plowshares) isn't put into a graveyard; Alice gains life from neither (119.3), but Bob's
    gain from Swords to Plowshares is recorded."""
    game, _ = game_at({"hand": ["Shatter", "Swords to Plowshares"],
                       "battlefield": ["Mountain", "Island", "Plains"], "library": ["Island"] * 5},
                      {"battlefield": ["Sol Ring", "Raging Goblin"], "library": ["Island"] * 5})
    cast_resolved(game, "Shatter", "Sol Ring")
    cast_resolved(game, "Swords to Plowshares", "Raging Goblin")
    assert zone(game, BOB, "graveyard") == ["Sol Ring"]
    assert zone(game, BOB, "exile") == ["Raging Goblin"]
    assert game.state.players[BOB].creatures_died_this_turn == 0
    assert game.state.players[BOB].life_gained_this_turn == 1
    assert game.state.players[ALICE].life_gained_this_turn == 0
