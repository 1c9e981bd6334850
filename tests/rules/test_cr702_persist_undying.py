"""Persist (702.79a) and undying (702.93a): an intervening "if" judged on the permanent as it
last existed (603.4, 603.10a), and the return under its owner's control with the counter."""

from __future__ import annotations

from helpers import ALICE, cites, do, game_at, name, pass_all, pay, zone

LIBRARY = ["Mountain"] * 6


def test_a_counter_it_had_stops_the_trigger() -> None:
    """702.93a, 603.4: Young Wolf already carrying a +1/+1 counter dies: undying doesn't
    trigger."""
    game, labels = game_at({"battlefield": [{"card": "Young Wolf", "label": "wolf",
                                             "counters": {"+1/+1": 1}}], "library": LIBRARY},
                           {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Lightning Bolt", f"target {name(game, labels['wolf'])}", by="Bob")
    pay(game)
    pass_all(game)
    assert not game.state.pending_triggers and not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Young Wolf"]


def test_the_card_returns_with_the_counter_logged() -> None:
    """702.79a: Kitchen Finks returns under its owner's control with a -1/-1 counter, logged
    under 702.79a."""
    game, labels = game_at({"battlefield": [{"card": "Kitchen Finks", "label": "finks"}],
                            "library": LIBRARY},
                           {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Lightning Bolt", f"target {name(game, labels['finks'])}", by="Bob")
    pay(game)
    pass_all(game)
    pass_all(game)
    assert cites(game, "702.79a")
    finks = [o for o in game.state.battlefield
             if game.state.objects[o].card.name == "Kitchen Finks"]
    assert len(finks) == 1 and game.state.objects[finks[0]].counters == {"-1/-1": 1}
    assert game.state.objects[finks[0]].controller == ALICE
