"""State triggers (603.8) compiled from Oracle text and played: "When you control no Islands,
sacrifice this creature." (Sea Serpent) and "When you control no artifacts, ..." (Covetous
Dragon) trigger as soon as the game state matches, not on an event, and don't trigger again
while the ability waits or is on the stack."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, battlefield, cites, game_at, pass_all, stack, zone
from manastack.game import Game


def _abilities_on_stack(game: Game, name: str) -> int:
    return sum(1 for line in stack(game) if line.startswith(name))


@template("state_trigger", cards=("Sea Serpent",))
def test_sea_serpent_is_sacrificed_once_its_controller_controls_no_islands() -> None:
    """603.8: Alice controls Sea Serpent and an Island: nothing triggers; Bob's Stone Rain
    destroys the Island, and as soon as Alice controls no Islands the ability triggers (one
    instance only, though the state holds at every later check while it is on the stack)
    and sacrifices the Serpent."""
    game, _ = game_at({"battlefield": ["Sea Serpent", "Island"]},
                      {"hand": ["Stone Rain"], "battlefield": ["Mountain"] * 3},
                      active="Bob")
    assert game.state.stack == ()
    cast(game, "Stone Rain", "Island")
    pass_all(game, until_stack_changes=True)      # Stone Rain resolves
    assert zone(game, ALICE, "graveyard") == ["Island"]
    assert _abilities_on_stack(game, "Sea Serpent") == 1
    assert cites(game, "603.8")
    game.apply("pass")                           # the other player still has priority
    assert _abilities_on_stack(game, "Sea Serpent") == 1
    pass_all(game)
    assert "Sea Serpent" in zone(game, ALICE, "graveyard")
    assert battlefield(game, ALICE) == []
    assert zone(game, BOB, "graveyard") == ["Stone Rain"]


@template("state_trigger", cards=("Covetous Dragon",))
def test_covetous_dragon_stays_while_its_controller_has_an_artifact() -> None:
    """603.8: with an artifact (Ornithopter) the condition doesn't hold; once Bob's Shatter
    destroys it, the Dragon's ability triggers and it is sacrificed."""
    game, _ = game_at({"battlefield": ["Covetous Dragon", "Ornithopter"]},
                      {"hand": ["Shatter"], "battlefield": ["Mountain"] * 2}, active="Bob")
    assert game.state.stack == ()
    cast(game, "Shatter", "Ornithopter")
    pass_all(game)                               # Shatter resolves
    assert "Covetous Dragon" in battlefield(game, ALICE)
    assert _abilities_on_stack(game, "Covetous Dragon") == 1
    pass_all(game)                               # the state trigger resolves
    assert sorted(zone(game, ALICE, "graveyard")) == ["Covetous Dragon", "Ornithopter"]
