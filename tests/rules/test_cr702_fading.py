"""Fading (702.32a): at the beginning of its controller's upkeep a fade counter is removed,
and a permanent with none to remove is sacrificed (701.21a)."""

from __future__ import annotations

from helpers import ALICE, at_step, game_at, pass_until, zone

LIBRARY = ["Forest"] * 8


def _blastoderm_with(fade: int, active: str = "Alice") -> tuple[object, int]:
    game, labels = game_at({"battlefield": [{"card": "Blastoderm", "label": "derm",
                                             "counters": {"fade": fade}}], "library": LIBRARY},
                           {"library": LIBRARY}, active=active)
    return game, labels["derm"]


def test_one_counter_is_removed_at_its_controllers_upkeep() -> None:
    """702.32a: with one fade counter in Alice's main phase, Bob's upkeep removes nothing and
    her next upkeep leaves none, the permanent still on the battlefield."""
    game, derm = _blastoderm_with(1)
    pass_until(game, at_step("draw", "Bob"))
    assert game.state.objects[derm].counters == {"fade": 1}
    pass_until(game, at_step("draw", "Alice"))
    assert game.state.objects[derm].counters.get("fade", 0) == 0
    assert derm in game.state.battlefield


def test_none_to_remove_means_sacrifice() -> None:
    """702.32a, 701.21a: with no fade counter at Alice's upkeep, it is sacrificed."""
    game, _ = _blastoderm_with(0)
    pass_until(game, at_step("draw", "Alice"))
    assert zone(game, ALICE, "graveyard") == ["Blastoderm"]
