"""Fading (702.32a) on Blastoderm: it enters with three fade counters (614.1c), loses one at
the beginning of each of its controller's upkeeps, and is sacrificed at the first upkeep it
has none to remove."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, at_step, cast_resolved, cites, game_at, pass_until, zone

LIBRARY = ["Forest"] * 12


@template("fading", cards=("Blastoderm",))
def test_blastoderm_fades_away() -> None:
    """702.32a: cast Blastoderm: 3 fade counters; Alice's next three upkeeps leave 2, 1, 0;
    at the fourth it can't remove one and is sacrificed (logged under 702.32a); Bob's
    upkeeps remove nothing."""
    game, _ = game_at({"hand": ["Blastoderm"], "battlefield": ["Forest"] * 4,
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Blastoderm", by="Alice")
    derm = next(o for o in game.state.battlefield
                if game.state.objects[o].card.name == "Blastoderm")
    assert game.state.objects[derm].counters == {"fade": 3}
    turn = game.state.turn
    for left in (2, 1, 0):
        turn += 2
        pass_until(game, at_step("draw", "Alice", turn=turn))
        assert game.state.objects[derm].counters.get("fade", 0) == left
    pass_until(game, at_step("draw", "Alice", turn=turn + 2))
    assert zone(game, ALICE, "graveyard") == ["Blastoderm"]
    assert cites(game, "702.32a")
