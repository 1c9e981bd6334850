"""Vanishing (702.63a) on Calciderm and Dreamtide Whale: the permanent enters with N time
counters (614.1c), loses one at the beginning of each of its controller's upkeeps while it
has one (603.4), and is sacrificed when the last one is removed."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, at_step, cast_resolved, cites, game_at, pass_until, zone

LIBRARY = ["Plains"] * 12


@template("vanishing", cards=("Calciderm",))
def test_calciderm_vanishes_as_its_last_time_counter_is_removed() -> None:
    """702.63a: cast Calciderm: 4 time counters; Alice's next three upkeeps leave 3, 2, 1
    (Bob's remove nothing); at the fourth the last one is removed and the "when the last
    time counter is removed" trigger sacrifices it in that same upkeep (logged under
    702.63a), not an upkeep later as fading's would."""
    game, _ = game_at({"hand": ["Calciderm"], "battlefield": ["Plains"] * 4,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Calciderm", by="Alice")
    derm = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Calciderm")
    assert game.state.objects[derm].counters == {"time": 4}
    turn = game.state.turn
    for left in (3, 2, 1):
        turn += 2
        pass_until(game, at_step("draw", "Alice", turn=turn))
        assert game.state.objects[derm].counters.get("time", 0) == left
        assert zone(game, ALICE, "graveyard") == []
    pass_until(game, at_step("draw", "Alice", turn=turn + 2))
    assert zone(game, ALICE, "graveyard") == ["Calciderm"]
    assert cites(game, "702.63a")


@template("vanishing", cards=("Dreamtide Whale",))
def test_a_permanent_with_no_time_counter_is_not_sacrificed_by_the_upkeep_trigger() -> None:
    """702.63a, 603.4: the upkeep trigger works only "if this permanent has a time counter on
    it": a Dreamtide Whale that has none (its counters gone without the last one's trigger)
    loses nothing and stays; one with a single counter is sacrificed that upkeep."""
    game, _ = game_at({"battlefield": [{"card": "Dreamtide Whale", "counters": {}},
                                       {"card": "Dreamtide Whale", "counters": {"time": 1}}],
                       "library": LIBRARY}, {"library": LIBRARY}, turn=2, active="Bob")
    pass_until(game, at_step("draw", "Alice", turn=3))
    assert zone(game, ALICE, "graveyard") == ["Dreamtide Whale"]
    assert [game.state.objects[o].card.name for o in game.state.battlefield] == ["Dreamtide Whale"]
