"""Undaunted (702.125a) on a real card, compiled from Oracle text and played: Sublime
Exhalation ({6}{W}, "Destroy all creatures.") cast for {4}{W} in a three-player game."""

from __future__ import annotations

from oracle_harness import template

from helpers import cast_resolved, game_at

LIBRARY = ["Plains"] * 6


@template("undaunted", cards=("Sublime Exhalation",))
def test_sublime_exhalation_costs_two_less_against_two_opponents() -> None:
    """702.125a, 601.2f-h: five Plains pay {4}{W} (all tapped); every creature is destroyed."""
    game, _ = game_at({"hand": ["Sublime Exhalation"], "library": LIBRARY,
                       "battlefield": ["Plains"] * 5 + ["Grizzly Bears"]},
                      {"library": LIBRARY, "battlefield": ["Grizzly Bears"]},
                      carol={"library": LIBRARY, "battlefield": ["Grizzly Bears"]})
    cast_resolved(game, "Sublime Exhalation")
    assert not any(o.card.name == "Grizzly Bears" for o in game.state.permanents())
    assert all(o.tapped for o in game.state.permanents())
