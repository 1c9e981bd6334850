""""At the beginning of your upkeep, look at the top card of your library. If it's a land
card, you may put it onto the battlefield." (401.2, 110.2a, 608.2c) on a real card: Into the
Wilds."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, BOB, battlefield, game_at, pass_all, stack, texts, zone
from manastack.game import Game
from manastack.rules import knowledge


def _upkeep(top: str) -> Game:
    """Bob's end step; Alice's upkeep comes with Into the Wilds' trigger on the stack."""
    game, _ = game_at({"battlefield": ["Into the Wilds"], "library": [top, "Island", "Island"]},
                      {"library": ["Island"] * 4}, active="Bob", step="end", turn=3)
    pass_until(game, "upkeep", turn=4)
    assert any("Into the Wilds" in s for s in stack(game))
    return game


@template("top_card_look_put", cards=("Into the Wilds",))
def test_into_the_wilds_may_put_a_land_from_the_top_onto_the_battlefield() -> None:
    """401.2, 110.2a: the top card is a Forest; Alice looks at it (only she knows it) and
    chooses to put it onto the battlefield under her control."""
    game = _upkeep("Forest")
    top = game.state.players[ALICE].library[0]
    pass_all(game)
    assert knowledge.knows(game.state, ALICE, top)
    assert not knowledge.knows(game.state, BOB, top)
    game.apply("yes")
    assert "Forest" in battlefield(game, ALICE)
    assert zone(game, ALICE, "library") == ["Island", "Island"]


@template("top_card_look_put", cards=("Into the Wilds",))
def test_into_the_wilds_leaves_a_nonland_card_on_top() -> None:
    """608.2c: the top card is Grizzly Bears, not a land card: Alice isn't asked, and it
    stays on top of her library."""
    game = _upkeep("Grizzly Bears")
    pass_all(game)
    assert "yes" not in texts(game)
    assert zone(game, ALICE, "library")[0] == "Grizzly Bears"
