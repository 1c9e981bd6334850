""""This land enters tapped with two charge counters on it." (614.1c, 122.6), compiled from
Oracle text and played: the Vivid lands."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import ALICE, game_at, zone


@template("enters_tapped_with_counters", cards=("Vivid Grove", "Vivid Marsh", "Vivid Meadow"))
@pytest.mark.parametrize("land", ["Vivid Grove", "Vivid Marsh", "Vivid Meadow"])
def test_vivid_land_enters_tapped_with_two_charge_counters(land: str) -> None:
    """614.1c, 122.6: a Vivid land played from Alice's hand is on the battlefield tapped with
    two charge counters as it enters: one replacement, nothing on the stack (614.12 is not a
    trigger), and she keeps priority (116.3)."""
    game, _ = game_at({"hand": [land]})
    game.apply(f"play {land}")
    assert zone(game, ALICE, "hand") == []
    oid = next(o for o in game.state.battlefield if game.state.objects[o].card.name == land)
    obj = game.state.objects[oid]
    assert obj.tapped and obj.counters == {"charge": 2}
    assert not game.state.stack and game.decision is not None and game.decision.player == ALICE
    assert any(e.rule.startswith("614.1") for e in game.log())
