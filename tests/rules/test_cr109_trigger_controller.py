"""109.4b: a triggered ability is controlled by the player who controlled its source when it
triggered, whoever owns the source: Alice's Doomed Traveler, controlled by Bob, dies, and
its ability is Bob's (603.3a: he puts it on the stack), so Bob gets the Spirit."""

from __future__ import annotations

from helpers import ALICE, BOB, battlefield, do, game_at, pass_all, pay
from manastack.rules.layers import characteristics


def test_the_controller_of_the_source_when_it_triggered_controls_the_ability() -> None:
    """109.4b, 603.3a / 109.1 (the ability on the stack is an object) / 111.2 (the token's
    controller is the ability's controller): Bob controls Alice's Doomed Traveler; Alice's Lightning
    Bolt kills it; its ability is Bob's on the stack and makes Bob's Spirit, while the Traveler goes
    to Alice's graveyard (404.1, its owner's)."""
    game, labels = game_at(
        {"hand": ["Lightning Bolt"], "library": ["Mountain"] * 3,
         "battlefield": ["Mountain", {"card": "Doomed Traveler", "label": "traveler",
                                      "controller": "Bob"}]},
        {"library": ["Mountain"] * 3})
    traveler = labels["traveler"]
    assert characteristics(game.state, traveler).controller == BOB
    do(game, "cast Lightning Bolt", f"target Doomed Traveler#{traveler}")
    pay(game)
    pass_all(game, until_stack_changes=True)
    s = game.state
    assert [s.obj(o).controller for o in s.stack] == [BOB]
    pass_all(game)
    assert "Spirit" in battlefield(game, BOB) and "Spirit" not in battlefield(game, ALICE)
    assert [game.state.obj(o).card.name for o in game.state.players[ALICE].graveyard] == \
        ["Lightning Bolt", "Doomed Traveler"]
