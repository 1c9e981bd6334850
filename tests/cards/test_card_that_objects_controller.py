""""~ deals 2 damage to that creature's controller." (608.2c: a later instruction refers to the
object an earlier one acted on; 109.4: that object's controller, by last known information
if it has left, 608.2h), compiled from Oracle text and played: Sonic Assault, Ankh of Mishra,
Rapid Hybridization."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cast_resolved, do, game_at, life, pass_all, permanents
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _bears_tapped(game: Game, oid: int) -> bool:
    return game.state.objects[oid].tapped


@template(cards=("Sonic Assault",))
def test_sonic_assault_taps_a_creature_and_burns_its_controller() -> None:
    """701.26a then 120.3: Bob's Grizzly Bears is tapped and Bob, its controller, is dealt
    2 damage; Alice, who cast the spell, is not."""
    game, labels = game_at({"battlefield": ["Island", "Mountain", "Mountain"],
                            "hand": ["Sonic Assault"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "b"}],
                            "library": LIBRARY})
    cast_resolved(game, "Sonic Assault", f"Grizzly Bears#{labels['b']}")
    assert _bears_tapped(game, labels["b"])
    assert life(game, BOB) == 18
    assert life(game, ALICE) == 20


@template(cards=("Sonic Assault",))
def test_sonic_assault_on_your_own_creature_burns_you() -> None:
    """109.4: "that creature's controller" is whoever controls the target, here Alice."""
    game, labels = game_at({"battlefield": ["Island", "Mountain", "Mountain",
                                            {"card": "Grizzly Bears", "label": "b"}],
                            "hand": ["Sonic Assault"], "library": LIBRARY},
                           {"library": LIBRARY})
    cast_resolved(game, "Sonic Assault", f"Grizzly Bears#{labels['b']}")
    assert life(game, ALICE) == 18
    assert life(game, BOB) == 20


@template(cards=("Ankh of Mishra",))
def test_ankh_of_mishra_burns_the_controller_of_the_land_that_entered() -> None:
    """603.2, 109.4: Alice plays a Mountain with her own Ankh of Mishra out; the trigger
    deals 2 damage to that land's controller, Alice."""
    game, _ = game_at({"battlefield": ["Ankh of Mishra"], "hand": ["Mountain"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Mountain")
    pass_all(game)
    assert life(game, ALICE) == 18
    assert life(game, BOB) == 20


@template(cards=("Rapid Hybridization",))
def test_rapid_hybridization_gives_the_destroyed_creatures_controller_a_frog_lizard() -> None:
    """608.2h: the destroyed creature's controller as it last existed, Bob, creates the 3/3
    Frog Lizard token."""
    game, labels = game_at({"battlefield": ["Island"], "hand": ["Rapid Hybridization"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "b"}],
                            "library": LIBRARY})
    cast_resolved(game, "Rapid Hybridization", f"Grizzly Bears#{labels['b']}")
    assert "Grizzly Bears" not in permanents(game, BOB)
    assert any("Frog Lizard" in p for p in permanents(game, BOB))
    assert not any("Frog Lizard" in p for p in permanents(game, ALICE))
