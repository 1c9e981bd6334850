"""702.131: ascend and the city's blessing: a permanent's ascend gives its controller the
blessing any time they control ten or more permanents (702.131b), an instant's or sorcery's
as it resolves (702.131a); the blessing is a designation kept for the rest of the game
(702.131c), seen at once by continuous effects (702.131d)."""

from __future__ import annotations

import pytest

from helpers import ALICE, BOB, cast_resolved, cites, do, game_at, log_has, pt, zone
from manastack.game import Game
from manastack.rules.ascend import has_citys_blessing

LIBRARY = ["Island"] * 8


def test_a_permanents_ascend_gives_the_blessing_at_the_tenth_permanent_for_good() -> None:
    """702.131b, 702.131d: Alice controls Snubhorn Sentry and eight Plains: no blessing, the
    Sentry is 0/3; playing a ninth Plains (her tenth permanent) gives her the blessing at once
    and the Sentry is 3/3; Bob, with ten permanents and no ascend, never gets it. Losing
    permanents later doesn't take it away (702.131c: for the rest of the game)."""
    game, labels = game_at(
        {"hand": ["Plains", "Wrath of God"], "library": LIBRARY,
         "battlefield": [{"card": "Snubhorn Sentry", "label": "sentry"}, *["Plains"] * 8]},
        {"library": LIBRARY, "battlefield": ["Forest"] * 10})
    assert not has_citys_blessing(game.state, ALICE) and pt(game, labels["sentry"]) == (0, 3)
    do(game, "play Plains")
    assert has_citys_blessing(game.state, ALICE) and pt(game, labels["sentry"]) == (3, 3)
    assert not has_citys_blessing(game.state, BOB)
    assert cites(game, "702.131b") and log_has(game, "gets the city's blessing")
    cast_resolved(game, "Wrath of God")
    assert "Snubhorn Sentry" in zone(game, ALICE, "graveyard")
    assert has_citys_blessing(game.state, ALICE)
    assert game.view(BOB)["players"][ALICE]["citys_blessing"] is True


@pytest.mark.parametrize(("islands", "blessed", "drawn"), [(10, True, 3), (9, False, 2)])
def test_a_spells_ascend_is_checked_as_it_resolves(islands: int, blessed: bool, drawn: int) -> None:
    """702.131a, 608.2: with ten permanents Alice's Secrets of the Golden City gives her the
    blessing as it resolves, before its draw: three cards (614.15); with nine, no blessing
    and two cards."""
    game, _ = game_at({"hand": ["Secrets of the Golden City"], "library": LIBRARY,
                       "battlefield": ["Island"] * islands}, {"library": LIBRARY})
    cast_resolved(game, "Secrets of the Golden City")
    assert has_citys_blessing(game.state, ALICE) is blessed
    assert len(zone(game, ALICE, "hand")) == drawn


def test_the_blessing_is_saved_and_loaded() -> None:
    """702.131c: the designation is part of the game: a save made after Alice got it loads
    with it (and the same state hash)."""
    game, _ = game_at({"hand": ["Plains"], "library": LIBRARY,
                       "battlefield": ["Snubhorn Sentry", *["Plains"] * 8]},
                      {"library": LIBRARY})
    do(game, "play Plains")
    loaded = Game.load(game.save())
    assert has_citys_blessing(loaded.state, ALICE) and not has_citys_blessing(loaded.state, BOB)
