""""When this land enters, sacrifice it unless you pay {1}." (701.21a, 118.12a, 603.6a),
compiled from Oracle text and played: Rupture Spire and Transguild Promenade."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import ALICE, do, game_at, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _played(land: str, others: list[str]) -> Game:
    """Alice plays `land` with `others` on her battlefield; its enters trigger resolves."""
    game, _ = game_at({"library": LIBRARY, "hand": [land], "battlefield": others},
                      {"library": LIBRARY})
    game.apply(f"play {land}")
    pass_all(game)
    return game


@template("sacrifice_it", "unless_you_pay", cards=("Rupture Spire", "Transguild Promenade"))
@pytest.mark.parametrize("land", ["Rupture Spire", "Transguild Promenade"])
def test_the_land_stays_when_its_controller_pays(land: str) -> None:
    """118.12a: Alice pays {1} with her Forest as the trigger resolves; the land stays,
    tapped (614.1c)."""
    game = _played(land, ["Forest"])
    do(game, "yes")
    do(game, "pay {1} automatically")
    assert land in zone(game, ALICE, "battlefield")
    assert zone(game, ALICE, "graveyard") == []


@pytest.mark.parametrize("land", ["Rupture Spire", "Transguild Promenade"])
def test_the_land_is_sacrificed_unless_paid(land: str) -> None:
    """701.21a: Alice declines to pay, and sacrifices the land ("it": the trigger's
    source); she has no land in play afterwards."""
    game = _played(land, ["Forest"])
    do(game, "no")
    assert zone(game, ALICE, "graveyard") == [land]
    assert zone(game, ALICE, "battlefield") == ["Forest"]
