"""Extort (702.101a) compiled from Oracle text and played: "Whenever you cast a spell, you may
pay {W/B}. If you do, each opponent loses 1 life and you gain life equal to the total life
lost this way." (Syndic of Tithes)."""

from __future__ import annotations

from oracle_harness import cast, pay, template

from helpers import ALICE, BOB, CAROL, do, game_at, life, pass_all, who
from manastack.rules.decisions import DecisionKind


@template("extort", "life_lost_this_way", cards=("Syndic of Tithes",))
def test_extort_drains_each_opponent_for_the_total_lost() -> None:
    """702.101a, 119.3: Alice casts Savannah Lions; Syndic of Tithes' extort triggers
    (603.2, on the cast, 601.2i); it resolves before the Lions, she pays {W}: Bob and Carol
    each lose 1 life and she gains the total lost, 2."""
    game, _ = game_at({"hand": ["Savannah Lions"], "battlefield": ["Syndic of Tithes"]
                       + ["Plains"] * 2}, {}, carol={})
    cast(game, "Savannah Lions")
    pass_all(game, until_stack_changes=True)       # the extort trigger resolves
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY, who(game)
    do(game, "yes")
    pay(game)
    assert life(game, BOB) == 19 and life(game, CAROL) == 19
    assert life(game, ALICE) == 22


def test_extort_declined_does_nothing() -> None:
    """702.101a: "you may pay": declined, no one loses or gains life; the spell resolves."""
    game, _ = game_at({"hand": ["Savannah Lions"], "battlefield": ["Syndic of Tithes"]
                       + ["Plains"] * 2})
    cast(game, "Savannah Lions")
    pass_all(game, until_stack_changes=True)
    do(game, "no")
    pass_all(game)
    assert life(game, BOB) == 20 and life(game, ALICE) == 20


@template("life_lost_this_way", cards=("Blood Tithe",))
def test_blood_tithe_gains_the_life_its_opponents_lost() -> None:
    """119.3, 608.2c: "Each opponent loses 3 life. You gain life equal to the life lost this
    way.": with two opponents, 6 life lost, so Alice gains 6."""
    game, _ = game_at({"hand": ["Blood Tithe"], "battlefield": ["Swamp"] * 4}, {}, carol={})
    cast(game, "Blood Tithe")
    pass_all(game)
    assert life(game, BOB) == 17 and life(game, CAROL) == 17
    assert life(game, ALICE) == 26
