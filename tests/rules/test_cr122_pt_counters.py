"""122.1a Counters that add to or subtract from power and toughness beyond +1/+1 and -1/-1
(a -2/-1 counter, a +1/+0 counter), applied in layer 7c (613.4c)."""

from __future__ import annotations

from helpers import game_at, pt
from manastack.game import Game
from manastack.rules.layers import pt_counter


def _bears_with(counters: dict[str, int]) -> tuple[Game, int]:
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": ["Island"] * 3}, {"library": ["Island"] * 3})
    game.state.obj_w(labels["bears"]).counters = dict(counters)
    game.state.touch()
    return game, labels["bears"]


def test_122_1a_a_minus_two_minus_one_counter_subtracts_from_each() -> None:
    """122.1a: a -2/-1 counter makes a 2/2 a 0/1; two of them a -2/0."""
    game, bears = _bears_with({"-2/-1": 1})
    assert pt(game, bears) == (0, 1)
    game, bears = _bears_with({"-2/-1": 2})
    assert pt(game, bears) == (-2, 0)


def test_122_1a_counters_of_several_kinds_add_up() -> None:
    """122.1a, 613.4c: a +1/+0 counter, a +1/+1 counter and a -1/-1 counter on a 2/2 make it
    3/2."""
    game, bears = _bears_with({"+1/+0": 1, "+1/+1": 1, "-1/-1": 1})
    assert pt(game, bears) == (3, 2)


def test_122_1a_only_x_y_counters_change_power_and_toughness() -> None:
    """122.1a: "+X/+Y" and "-X/-Y" counters change power and toughness; a loyalty or charge
    counter doesn't."""
    assert pt_counter("-2/-1") == (-2, -1)
    assert pt_counter("+0/+2") == (0, 2)
    assert pt_counter("charge") is None
    assert pt_counter("loyalty") is None
