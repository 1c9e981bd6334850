"""Fabricate (702.123a) on real cards, compiled from Oracle text and played: Glint-Sleeve
Artisan (fabricate 1) and Angel of Invention (fabricate 2, whose anthem pumps the Servos)."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import ALICE, choose, do, game_at, pass_all, pay, pt
from manastack.game import Game

LIBRARY = ["Plains"] * 6


def _cast(card: str, lands: int) -> Game:
    game, _ = game_at({"hand": [card], "battlefield": ["Plains"] * lands,
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, f"cast {card}")
    pay(game)
    pass_all(game)          # the creature spell resolves; its fabricate trigger goes on the stack
    pass_all(game)          # the trigger resolves: the choice
    return game


@template("fabricate", cards=("Glint-Sleeve Artisan", "Angel of Invention"))
@pytest.mark.parametrize(("card", "lands", "n", "base"),
                         [("Glint-Sleeve Artisan", 3, 1, (2, 2)),
                          ("Angel of Invention", 5, 2, (2, 1))])
def test_fabricate_counters_on_it_or_servos(card: str, lands: int, n: int,
                                            base: tuple[int, int]) -> None:
    """702.123a: choosing the counters puts N +1/+1 counters on the creature; declining makes
    N 1/1 colorless Servo artifact creature tokens (2/2 under Angel of Invention's anthem)."""
    for counters in (True, False):
        game = _cast(card, lands)
        choose(game, "yes" if counters else "no")
        (creature,) = [o for o in game.state.permanents() if o.card.name == card]
        servos = [o for o in game.state.permanents() if o.card.name == "Servo"]
        if counters:
            assert creature.counters == {"+1/+1": n} and not servos
            assert pt(game, creature.id) == (base[0] + n, base[1] + n)
        else:
            assert not creature.counters and len(servos) == n
            assert all(o.controller == ALICE and o.card.types == {"Artifact", "Creature"}
                       for o in servos)
            size = (2, 2) if card == "Angel of Invention" else (1, 1)
            assert all(pt(game, o.id) == size for o in servos)
