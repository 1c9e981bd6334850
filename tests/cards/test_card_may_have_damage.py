""""You may have [this object] deal damage ..." (603.5, 608.2d), compiled from Oracle text
and played: Reclusive Artificer's enters trigger, Deem Worthy's cycling trigger, and Cyclops
Gladiator's, whose target deals damage back to it."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, do, game_at, name, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _artificer_trigger() -> tuple[Game, dict[str, int]]:
    """Alice casts Reclusive Artificer with two Ornithopters; its enters trigger aims at
    Bob's Hill Giant (3/3) and waits for its resolution."""
    game, labels = game_at(
        {"hand": ["Reclusive Artificer"], "library": LIBRARY,
         "battlefield": ["Island", "Island", "Mountain", "Mountain", "Ornithopter",
                         "Ornithopter"]},
        {"library": LIBRARY, "battlefield": [{"card": "Hill Giant", "label": "giant"}]})
    do(game, "cast Reclusive Artificer", "pay {2}{U}{R} automatically")
    pass_all(game)
    do(game, f"target {name(game, labels['giant'])}")
    return game, labels


@template("may_have_damage", cards=("Reclusive Artificer",))
def test_reclusive_artificer_deals_damage_equal_to_artifacts_if_alice_chooses() -> None:
    """603.5, 608.2d: as the trigger resolves Alice chooses to have the Artificer deal
    damage equal to the number of artifacts she controls (two Ornithopters and no other:
    2); a second time she declines and Hill Giant is unharmed."""
    game, labels = _artificer_trigger()
    pass_all(game)
    assert "yes" in texts(game) and "no" in texts(game)
    do(game, "yes")
    assert game.state.objects[labels["giant"]].damage == 2
    game, labels = _artificer_trigger()
    pass_all(game)
    do(game, "no")
    assert game.state.objects[labels["giant"]].damage == 0


@template("may_have_damage", cards=("Deem Worthy",))
def test_deem_worthy_cycled_deals_2_damage_if_alice_chooses() -> None:
    """702.29a, 603.5, 608.2d: cycling Deem Worthy, Alice draws, and its "When you cycle"
    trigger, aimed at Bob's Grizzly Bears, has the card deal 2 damage if she chooses."""
    game, labels = game_at(
        {"hand": ["Deem Worthy"], "library": LIBRARY, "battlefield": ["Mountain"] * 4},
        {"library": LIBRARY, "battlefield": [{"card": "Grizzly Bears", "label": "bears"}]})
    cycle = next(t for t in texts(game) if t.endswith(": Cycling {3}{R}"))
    do(game, cycle)
    pay(game, required=False)
    do(game, f"target {name(game, labels['bears'])}")
    pass_all(game)
    do(game, "yes")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


@template("may_have_damage", "object_deals_damage", cards=("Cyclops Gladiator",))
def test_cyclops_gladiator_fights_the_target_if_alice_chooses() -> None:
    """603.5, 608.2d: attacking, Alice has Cyclops Gladiator (4/4) deal 4 damage to Bob's
    Hill Giant; since she did, the Giant deals damage equal to its power (3, 608.2h) to
    "this creature", the Gladiator (120.3): the Giant dies (704.5g), the Gladiator has 3
    damage."""
    game, labels = game_at(
        {"battlefield": [{"card": "Cyclops Gladiator", "label": "cyclops"}],
         "library": LIBRARY},
        {"library": LIBRARY, "battlefield": [{"card": "Hill Giant", "label": "giant"}]},
        step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['cyclops'])} -> Bob", "done declaring attackers")
    do(game, f"target {name(game, labels['giant'])}")
    pass_all(game)
    do(game, "yes")
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]
    assert game.state.objects[labels["cyclops"]].damage == 3
