"""Cards that refer to themselves by a shortened name (201.5c), compiled from Oracle text
and played: Karlov of the Ghost Council ("put two +1/+1 counters on Karlov", "Remove six
+1/+1 counters from Karlov")."""

from __future__ import annotations

from oracle_harness import activate

from helpers import ALICE, BOB, cast_resolved, game_at, pass_all, zone

LIBRARY = ["Plains"] * 6


def test_karlov_grows_with_each_life_gain_and_spends_six_counters_to_exile() -> None:
    """Karlov of the Ghost Council (201.5c, 603.2, 122.1, 602.2b): each life gain puts two
    +1/+1 counters on Karlov; removing six as a cost exiles Bob's Grizzly Bears (406.3)."""
    game, labels = game_at(
        {"hand": ["Revitalize", "Revitalize", "Revitalize"], "library": LIBRARY,
         "battlefield": [{"card": "Karlov of the Ghost Council", "label": "karlov"},
                         *["Plains"] * 6, "Swamp", "Swamp"]},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY})
    karlov = labels["karlov"]
    for _ in range(3):
        cast_resolved(game, "Revitalize")
        pass_all(game)
    assert dict(game.state.objects[karlov].counters) == {"+1/+1": 6}
    activate(game, karlov, "Grizzly Bears")
    assert not game.state.objects[karlov].counters, "122.1: removed as the cost is paid"
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]
    assert zone(game, ALICE, "battlefield").count("Karlov of the Ghost Council") == 1
