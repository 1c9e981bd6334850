""""You may have [objects] get +X/+X ..., where X is ..." (608.2d, 107.3, 608.2h), compiled
from Oracle text and played: "Whenever this creature attacks, you may have other attacking
creatures get +X/+X until end of turn, where X is this creature's power." (Cultivator of
Blades)."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import choose, game_at, pass_all, pt
from manastack.game import Game

LIBRARY = ["Forest"] * 6


def _attack(answer: str) -> tuple[int, int, Game]:
    game, labels = game_at(
        {"battlefield": [{"card": "Cultivator of Blades", "label": "cultivator",
                          "counters": {"+1/+1": 2}},
                         {"card": "Grizzly Bears", "label": "bears"}], "library": LIBRARY},
        {"library": LIBRARY})
    attack(game, labels["cultivator"], labels["bears"])
    pass_all(game)
    choose(game, answer)
    return labels["cultivator"], labels["bears"], game


@template("may_have_where", "this_creatures_power", cards=("Cultivator of Blades",))
def test_cultivator_of_blades_pumps_the_other_attackers_by_its_power() -> None:
    """608.2d, 107.3, 608.2h: Cultivator of Blades (power 3 with two +1/+1 counters) attacks
    with Grizzly Bears; Alice says yes and the Bears get +3/+3; the Cultivator itself
    doesn't (it's not "other")."""
    cultivator, bears, game = _attack("yes")
    assert pt(game, bears) == (5, 5)
    assert pt(game, cultivator) == (3, 3)


def test_cultivator_of_blades_may_decline() -> None:
    """608.2d: declining creates no effect."""
    _, bears, game = _attack("no")
    assert pt(game, bears) == (2, 2)
