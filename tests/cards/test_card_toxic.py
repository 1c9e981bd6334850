"""Toxic (702.164) in a line of keywords, compiled from Oracle text and played: "Deathtouch /
Toxic 1" (Bilious Skulldweller), "Menace / Toxic 2" (Sheoldred's Headcleaver)."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import BOB, at_step, do, game_at, life, name, pass_until
from manastack.rules.layers import characteristics
from manastack.rules.toxic import total_toxic_value

LIBRARY = ["Island"] * 6


@template("toxic", cards=("Bilious Skulldweller", "Sheoldred's Headcleaver"))
@pytest.mark.parametrize(("card", "power", "toxic"),
                         [("Bilious Skulldweller", 1, 1), ("Sheoldred's Headcleaver", 2, 2)])
def test_toxic_creature_poisons_the_player_it_deals_combat_damage_to(
        card: str, power: int, toxic: int) -> None:
    """702.164a-c: the creature keeps its other keywords and "toxic N" (its total toxic
    value N); unblocked, it deals its damage to Bob and gives him N poison counters."""
    game, labels = game_at({"library": LIBRARY, "battlefield": [{"card": card, "label": "x"}]},
                           {"library": LIBRARY}, step="declare attackers", stage="begin")
    chars = characteristics(game.state, labels["x"])
    assert total_toxic_value(chars.keywords) == toxic and len(chars.keywords) == 2
    do(game, f"attack with {name(game, labels['x'])} -> Bob", "done declaring attackers")
    pass_until(game, at_step("end of combat"))
    assert life(game, BOB) == 20 - power and game.state.players[BOB].poison == toxic
