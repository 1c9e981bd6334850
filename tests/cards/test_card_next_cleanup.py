"""A delayed triggered ability at the next cleanup step (603.7a, 514.3a) on Thawing
Glaciers: "{1}, {T}: Search your library for a basic land card, put that card onto the
battlefield tapped, then shuffle. Return this land to its owner's hand at the beginning of
the next cleanup step."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, at_step, game_at, pass_all, pass_until, stack, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6
GLACIERS = "Thawing Glaciers"


def _activated() -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": [{"card": GLACIERS, "label": "g"}, "Island"],
                            "library": ["Forest", *LIBRARY]}, {"library": LIBRARY})
    activate(game, labels["g"])
    pass_all(game, check=False)
    game.apply(next(t for t in texts(game) if "Forest" in t))     # 701.23a: the search
    return game, labels


@template("return_at_next_cleanup", cards=(GLACIERS,))
def test_glaciers_return_to_hand_at_the_cleanup_step() -> None:
    """603.7a, 514.3a: the Forest comes in tapped; the Glaciers stay through the end step,
    and their delayed ability triggers as the cleanup step begins, goes on the stack, and
    returns them to Alice's hand before the turn ends."""
    game, labels = _activated()
    forest = [o for o in game.state.battlefield if game.state.objects[o].card.name == "Forest"]
    assert len(forest) == 1 and game.state.objects[forest[0]].tapped
    pass_until(game, at_step("end", "Alice"))
    assert labels["g"] in game.state.battlefield
    pass_until(game, lambda g: bool(stack(g)))
    assert game.state.step.value == "cleanup"
    pass_all(game)
    assert GLACIERS in zone(game, ALICE, "hand")
    pass_until(game, at_step("upkeep", "Bob"))
    assert GLACIERS in zone(game, ALICE, "hand")
