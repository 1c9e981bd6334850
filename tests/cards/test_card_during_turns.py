""""During your turn, this creature has first strike." / "During turns other than yours,
creatures you control get +0/+2." (611.3a: a static ability whose effect applies while the
condition holds; 500: whose turn it is), compiled from Oracle text and played: Bearer of
Glory, Glory of Warfare."""

from __future__ import annotations

from oracle_harness import template

from helpers import at_step, game_at, pass_until, pt
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


@template("during_turn_static", cards=("Bearer of Glory",))
def test_bearer_of_glory_has_first_strike_only_during_its_controllers_turn() -> None:
    """611.3a: in Alice's turn her Bearer of Glory has first strike; in Bob's it doesn't."""
    game, labels = game_at({"battlefield": [{"card": "Bearer of Glory", "label": "b"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    bearer = labels["b"]
    assert characteristics(game.state, bearer).has("first strike")
    pass_until(game, at_step("upkeep", "Bob"))
    assert not characteristics(game.state, bearer).has("first strike")


@template(cards=("Glory of Warfare",))
def test_glory_of_warfare_switches_with_the_turn() -> None:
    """611.3a, 613.4c: +2/+0 in Alice's turn, +0/+2 in Bob's, for the creatures she
    controls."""
    game, labels = game_at({"battlefield": ["Glory of Warfare",
                                            {"card": "Grizzly Bears", "label": "g"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "h"}],
                            "library": LIBRARY})
    assert pt(game, labels["g"]) == (4, 2)
    assert pt(game, labels["h"]) == (2, 2)
    pass_until(game, at_step("upkeep", "Bob"))
    assert pt(game, labels["g"]) == (2, 4)
    assert pt(game, labels["h"]) == (2, 2)
