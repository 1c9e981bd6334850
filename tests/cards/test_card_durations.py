"""A duration written first, compiled from Oracle text and played (611.2a): "Until end of
turn, target creature gets +1/+0 and gains first strike and lifelink." (Swift Justice)."""

from __future__ import annotations

from oracle_harness import template

from helpers import at_step, do, game_at, pass_all, pass_until, pt
from manastack.rules.layers import characteristics


@template("modify_until_end_of_turn", cards=("Swift Justice",))
def test_swift_justice_lasts_until_end_of_turn() -> None:
    """Swift Justice (611.2a, 613.6, 514.2): the Bears are 3/2 with first strike and
    lifelink this turn; in the cleanup step the effect ends, and next turn they're 2/2
    without them."""
    game, labels = game_at({"hand": ["Swift Justice"], "battlefield": [
                                "Plains", {"card": "Grizzly Bears", "label": "bears"}],
                            "library": ["Island"] * 5}, {"library": ["Island"] * 5})
    bears = labels["bears"]
    do(game, "cast Swift Justice", f"target Grizzly Bears#{bears}", "pay {W} automatically")
    pass_all(game)
    chars = characteristics(game.state, bears)
    assert pt(game, bears) == (3, 2) and chars.has("first strike") and chars.has("lifelink")
    pass_until(game, at_step("upkeep", "Bob"))
    chars = characteristics(game.state, bears)
    assert pt(game, bears) == (2, 2) and not chars.has("first strike")
    assert not chars.has("lifelink")
