""""You gain life equal to that creature's toughness." after a sacrifice (608.2c, 608.2h) on
a real card: Tribute to Hunger."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, choose, game_at, life, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _tribute(bob_battlefield: list[object]) -> Game:
    game, _ = game_at({"library": LIBRARY, "hand": ["Tribute to Hunger"],
                       "battlefield": ["Swamp", "Swamp", "Swamp"]},
                      {"library": LIBRARY, "battlefield": bob_battlefield})
    cast(game, "Tribute to Hunger", "Bob")
    pass_all(game)
    return game


@template("sacrificed_toughness", cards=("Tribute to Hunger",))
def test_tribute_to_hunger_gains_the_toughness_of_the_creature_bob_chose() -> None:
    """701.21a: Bob chooses which creature he sacrifices (Grizzly Bears over Hill Giant);
    608.2c: Alice gains life equal to that creature's toughness, 2."""
    game = _tribute(["Hill Giant", "Grizzly Bears"])
    choose(game, "pick Grizzly Bears")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert life(game, ALICE) == 22


@template("sacrificed_toughness", cards=("Tribute to Hunger",))
def test_tribute_to_hunger_counts_the_toughness_as_it_last_existed() -> None:
    """608.2h: the sacrificed Hill Giant had two +1/+1 counters, so its toughness as it
    last existed on the battlefield was 5; with no creature to sacrifice, Alice gains no
    life."""
    game = _tribute([{"card": "Hill Giant", "counters": {"+1/+1": 2}}])
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]
    assert life(game, ALICE) == 25
    game = _tribute(["Forest"])
    assert life(game, ALICE) == 20
