"""702.105a: "Dethrone" means "Whenever this creature attacks the player with the most life or
tied for most life, put a +1/+1 counter on this creature." (119.1: life totals)."""

from __future__ import annotations

import pytest

from helpers import do, game_at, name, pass_all, pt

LIBRARY = ["Island"] * 6


@pytest.mark.parametrize(("defender", "grows"), [("Bob", True), ("Carol", False)])
def test_dethrone_triggers_only_on_the_player_with_the_most_life(defender: str,
                                                                 grows: bool) -> None:
    """702.105a: Alice has 20 life, Bob 25, Carol 12; Enraged Revolutionary attacking Bob
    gets a +1/+1 counter, attacking Carol it doesn't (no trigger at all)."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [{"card": "Enraged Revolutionary",
                                                                 "label": "rev"}]},
                           {"library": LIBRARY, "life": 25}, carol={"library": LIBRARY, "life": 12},
                           step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['rev'])} -> {defender}", "done declaring attackers")
    assert bool(game.state.stack) is grows
    if grows:
        pass_all(game)
    assert pt(game, labels["rev"]) == ((3, 2) if grows else (2, 1))
