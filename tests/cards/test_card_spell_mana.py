"""Mana added by a spell as it resolves, compiled from Oracle text and played (106.3,
605.5b): "Add {B}{B}{B}." (Dark Ritual), "Destroy target artifact. Add {G}{G}{G}."
(Deconstruct)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, battlefield, cast_resolved, do, game_at, stack, zone
from manastack.game import Game

LIBRARY = ["Swamp"] * 6


def _pool(game: Game, player: int) -> list[str]:
    return sorted(u.type for u in game.state.players[player].pool)


@template("add_mana", cards=("Dark Ritual",))
def test_dark_ritual_uses_the_stack_and_its_mana_pays_for_a_spell() -> None:
    """Dark Ritual (605.5b, 106.3, 601.2g): it goes on the stack like any spell; as it
    resolves Alice adds {B}{B}{B}, which with two Swamps pays for Sengir Vampire."""
    game, _ = game_at({"hand": ["Dark Ritual", "Sengir Vampire"],
                       "battlefield": ["Swamp"] * 3, "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Dark Ritual", "pay {B} automatically")
    assert stack(game) == ["Dark Ritual"] and _pool(game, ALICE) == []
    do(game, "pass", "pass")
    assert _pool(game, ALICE) == ["B", "B", "B"]
    do(game, "cast Sengir Vampire", "pay {3}{B}{B} automatically")
    do(game, "pass", "pass")
    assert battlefield(game, ALICE) == ["Swamp"] * 3 + ["Sengir Vampire"]
    assert _pool(game, ALICE) == []


@template("add_mana", cards=("Deconstruct",))
def test_deconstruct_destroys_an_artifact_then_adds_mana() -> None:
    """Deconstruct (608.2c, 106.3): Bob's Ornithopter is destroyed and Alice adds
    {G}{G}{G}."""
    game, labels = game_at({"hand": ["Deconstruct"], "battlefield": ["Forest"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Ornithopter", "label": "o"}],
                            "library": LIBRARY})
    cast_resolved(game, "Deconstruct", f"Ornithopter#{labels['o']}")
    assert zone(game, BOB, "graveyard") == ["Ornithopter"]
    assert _pool(game, ALICE) == ["G", "G", "G"]
