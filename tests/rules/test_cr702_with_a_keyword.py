"""702.1d: "a creature with [keyword]" means one that has that keyword ability, printed or
gained: Alert Heedbonder counts creatures with vigilance at the beginning of Alice's end
step, the Grizzly Bears among them once an instant gave it vigilance."""

from __future__ import annotations

import pytest

from helpers import ALICE, do, game_at, life, pass_all, pass_until, pay
from manastack.scenario import inline_cards

GIFT = inline_cards([{"name": "Gift of Vigilance", "mana_cost": "{W}", "type_line": "Instant",
                      "text": "Target creature gains vigilance until end of turn."}])


@pytest.mark.parametrize("gift, gained", [(False, 1), (True, 2)])
def test_a_creature_that_gained_the_keyword_is_a_creature_with_it(gift: bool, gained: int) -> None:
    """702.1d / 603.2: Heedbonder's end step trigger gains 1 life for each creature Alice
    controls with vigilance: itself alone, or itself and the Bears given vigilance."""
    game, labels = game_at({"hand": ["Gift of Vigilance"], "library": ["Plains"] * 3,
                            "battlefield": ["Plains", "Alert Heedbonder",
                                            {"card": "Grizzly Bears", "label": "bears"}]},
                           {"library": ["Plains"] * 3}, cards=GIFT)
    if gift:
        do(game, "cast Gift of Vigilance", f"target Grizzly Bears#{labels['bears']}")
        pay(game, required=False)
        pass_all(game)
    pass_until(game, lambda g: g.state.step.value == "end" and bool(g.state.stack))
    pass_all(game)
    assert life(game, ALICE) == 20 + gained
