"""Kindreds (308): a kindred card is cast and resolves by the rules of its other card type
(308.1), and its subtypes are creature types (308.2), so "Goblin card" finds a Kindred
Instant — Goblin."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, game_at, life, texts, zone

LIBRARY = ["Mountain"] * 5


def test_a_kindred_instant_is_cast_in_an_opponents_turn() -> None:
    """308.1, 300.2b: Tarfire, a Kindred Instant, is cast with priority in Bob's turn, as an
    instant may be (304.1), deals 2 damage to Bob and goes to the graveyard as an instant
    does."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Tarfire"], "library": LIBRARY},
                      {"library": LIBRARY}, active="Bob", priority="Alice")
    assert any(o.startswith("cast Tarfire") for o in texts(game))
    cast_resolved(game, "Tarfire", "Bob")
    assert life(game, BOB) == 18
    assert zone(game, ALICE, "graveyard") == ["Tarfire"]


def test_a_kindred_goblin_card_is_a_goblin_card() -> None:
    """308.2: Boggart Birth Rite ("Return target Goblin card from your graveyard to your
    hand") may target Tarfire, a Kindred Instant — Goblin, but not Shock, an instant with no
    creature type."""
    game, _ = game_at({"battlefield": ["Swamp"], "hand": ["Boggart Birth Rite"],
                       "graveyard": ["Tarfire", "Shock"], "library": LIBRARY},
                      {"library": LIBRARY})
    game.apply("cast Boggart Birth Rite")
    options = texts(game)
    assert any(o.startswith("target Tarfire") for o in options)
    assert not any(o.startswith("target Shock") for o in options)
