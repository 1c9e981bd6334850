"""608.2c: in one sentence, a verb without a subject after players' verbs is done by those
players ("Target player draws a card, then discards a card."), on real cards compiled from
their Oracle text."""

from __future__ import annotations

import pytest
from oracle_harness import activate, card, template

from helpers import ALICE, BOB, do, game_at, pass_all, target_and_pay, zone
from manastack.cards.oracle.compiler import ClauseError, compile_unit


@template("sentence", cards=("Cephalid Looter",))
def test_the_target_player_draws_then_discards() -> None:
    """608.2c: Cephalid Looter targeting Bob: Bob draws a card, then Bob (not Alice)
    discards a card."""
    game, labels = game_at({"battlefield": [card("Cephalid Looter", "looter", sick=False)],
                            "hand": ["Island"], "library": ["Island"] * 4},
                           {"hand": [], "library": ["Forest"] * 4})
    activate(game, labels["looter"], "Bob")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]
    assert zone(game, BOB, "hand") == [] and zone(game, BOB, "graveyard") == ["Forest"]


def test_each_player_discards_their_hand_then_draws_seven() -> None:
    """608.2c: Wheel of Fortune: each player discards their hand, then each draws seven."""
    game, _ = game_at({"hand": ["Wheel of Fortune", "Island"], "battlefield": ["Mountain"] * 3,
                       "library": ["Island"] * 10},
                      {"hand": ["Forest", "Forest"], "library": ["Forest"] * 10})
    do(game, "cast Wheel of Fortune")
    target_and_pay(game)
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 7 and len(zone(game, BOB, "hand")) == 7
    assert zone(game, BOB, "graveyard") == ["Forest", "Forest"]


def test_the_controller_s_imperative_after_players_verbs_is_refused() -> None:
    """608.2c: "..., then draw a card." after another player's verb would be the
    controller's; the grammar doesn't tell it from theirs, so the clause is refused."""
    with pytest.raises(ClauseError, match=r"608\.2c"):
        compile_unit("Target player draws a card, then discard a card.")
