"""Kindred cards compiled from Oracle text (308): Boggart Birth Rite, a Kindred Sorcery —
Goblin, brings back Tarfire, a Kindred Instant — Goblin, which then deals its damage again."""

from __future__ import annotations

from helpers import ALICE, BOB, cast_resolved, game_at, life, zone
from manastack.cards.registry import get_card

LIBRARY = ["Mountain"] * 5


def test_kindred_cards_keep_their_kindred_type_and_creature_types() -> None:
    """308.1, 308.2: the compiled definitions have the kindred type besides the other one,
    and a creature type as their subtype."""
    tarfire, rite = get_card("Tarfire"), get_card("Boggart Birth Rite")
    assert tarfire.types == frozenset({"Kindred", "Instant"}) and "Goblin" in tarfire.subtypes
    assert rite.types == frozenset({"Kindred", "Sorcery"}) and "Goblin" in rite.subtypes


def test_boggart_birth_rite_returns_tarfire_to_burn_again() -> None:
    """308.2, 608.2: Alice's Tarfire deals 2 damage to Bob; Boggart Birth Rite returns it
    (a Goblin card) from her graveyard to her hand, and she casts it again."""
    game, _ = game_at({"battlefield": ["Mountain", "Mountain", "Swamp"],
                       "hand": ["Tarfire", "Boggart Birth Rite"], "library": LIBRARY},
                      {"library": LIBRARY})
    cast_resolved(game, "Tarfire", "Bob")
    tarfire = game.state.players[ALICE].graveyard[0]
    cast_resolved(game, "Boggart Birth Rite", f"Tarfire#{tarfire}")
    assert zone(game, ALICE, "hand") == ["Tarfire"]
    cast_resolved(game, "Tarfire", "Bob")
    assert life(game, BOB) == 16
