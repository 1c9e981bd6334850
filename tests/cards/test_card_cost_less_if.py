"""Spells that cost less to cast if a condition holds (601.2f), compiled from Oracle text and
played: "This spell costs {2} less to cast if you control a Wizard." (Wizard's Lightning),
"This spell costs {3} less to cast if a creature died this turn." (Bone Picker, 700.4)."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import BOB, cast_resolved, game_at, life, texts

LIBRARY = ["Island"] * 6


@template("cost_less_if", "control_a", cards=("Wizard's Lightning",))
@pytest.mark.parametrize("wizard", [False, True])
def test_wizards_lightning_costs_r_with_a_wizard(wizard: bool) -> None:
    """601.2f: with one Mountain Alice can cast Wizard's Lightning ({2}{R}) only while she
    controls a Wizard (Prodigal Sorcerer); it deals 3 damage to Bob."""
    game, _ = game_at(
        {"hand": ["Wizard's Lightning"],
         "battlefield": ["Mountain", *(["Prodigal Sorcerer"] if wizard else ["Raging Goblin"])],
         "library": LIBRARY}, {"library": LIBRARY})
    castable = any(t.startswith("cast Wizard's Lightning") for t in texts(game))
    assert castable is wizard
    if wizard:
        cast_resolved(game, "Wizard's Lightning", "Bob")
        assert life(game, BOB) == 17


@template("cost_less_if", "creature_died_this_turn", cards=("Bone Picker",))
@pytest.mark.parametrize("died", [False, True])
def test_bone_picker_costs_b_after_a_creature_died(died: bool) -> None:
    """601.2f, 700.4: with one Swamp Alice can cast Bone Picker ({3}{B}) only once a creature
    died this turn (Bob's Raging Goblin with lethal damage, 704.5g, before she gets priority)."""
    goblin = {"card": "Raging Goblin", "damage": 1 if died else 0}
    game, _ = game_at({"hand": ["Bone Picker"], "battlefield": ["Swamp"], "library": LIBRARY},
                      {"battlefield": [goblin], "library": LIBRARY})
    assert (game.state.players[BOB].creatures_died_this_turn == 1) is died
    assert any(t.startswith("cast Bone Picker") for t in texts(game)) is died
    if died:
        cast_resolved(game, "Bone Picker")
        assert any(game.state.objects[oid].card.name == "Bone Picker"
                   for oid in game.state.battlefield)
