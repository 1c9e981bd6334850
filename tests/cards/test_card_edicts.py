"""Edicts compiled from Oracle text: "Target player sacrifices a creature of their choice."
(Diabolic Edict; 701.21a: the player who sacrifices chooses which, as the words say)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, battlefield, do, game_at, pass_all, zone

LIBRARY = ["Swamp"] * 5


@template("sacrifice", cards=("Diabolic Edict",))
def test_diabolic_edict_lets_bob_choose_the_creature_he_sacrifices() -> None:
    """701.21a, 608.2: Bob, the target player, chooses to sacrifice his Grizzly Bears and
    keeps his Serra Angel."""
    game, labels = game_at({"battlefield": ["Swamp", "Swamp"], "hand": ["Diabolic Edict"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            "Serra Angel"], "library": LIBRARY})
    do(game, "cast Diabolic Edict", "target Bob", "pay {1}{B} automatically")
    pass_all(game)
    assert game.decision is not None and game.decision.player == BOB
    do(game, f"pick Grizzly Bears#{labels['bears']}")
    assert battlefield(game, BOB) == ["Serra Angel"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
