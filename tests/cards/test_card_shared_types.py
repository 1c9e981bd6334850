"""X as the greatest number of creatures you control that have a creature type in common
(205.3m, 107.3, 608.2h), compiled from Oracle text and played: Skemfar Shadowsage ("choose
one — • Each opponent loses X life ... • You gain X life, where X is ...")."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, CAROL, choose, game_at, life, pass_all
from manastack.game import Game

LIBRARY = ["Swamp"] * 5
BOARD = ["Swamp", "Swamp", "Swamp", "Swamp", "Llanowar Elves", "Elvish Mystic", "Grizzly Bears",
         "Gray Ogre"]


def _cast(mode: str) -> Game:
    game, _ = game_at({"battlefield": BOARD, "hand": ["Skemfar Shadowsage"], "library": LIBRARY},
                      {"library": LIBRARY}, carol={"library": LIBRARY})
    cast(game, "Skemfar Shadowsage")
    pass_all(game)          # the creature spell resolves; the enters trigger asks its mode
    choose(game, mode)
    pass_all(game)
    return game


@template("most_sharing_a_creature_type", cards=("Skemfar Shadowsage",))
def test_skemfar_shadowsage_drains_each_opponent_by_the_most_elves() -> None:
    """205.3m, 608.2h: with the Shadowsage, Llanowar Elves and Elvish Mystic Alice controls
    three Elves (and one Bear, one Ogre), so X is 3: Bob and Carol each lose 3 life."""
    game = _cast("mode 1")
    assert (life(game, BOB), life(game, CAROL), life(game, ALICE)) == (17, 17, 20)


def test_skemfar_shadowsage_gains_the_same_x() -> None:
    """608.2h: the second mode gains Alice 3 life."""
    game = _cast("mode 2")
    assert life(game, ALICE) == 23
