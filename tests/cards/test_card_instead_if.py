"""Self-replacement effects with their condition written after them or with "instead" first
(614.15), and on a line of their own after an ability word (207.2c), compiled from Oracle
text and played: "Thermal Blast deals 5 damage instead if there are seven or more cards in
your graveyard." (the damage goes to the same target), "That creature gets -13/-13 until end
of turn instead if you have no cards in hand." (Tragic Fall), "It deals 5 damage instead if
..." (Invasive Maneuvers) and "If there are seven or more cards in your graveyard, instead
search your library for up to three basic land cards, ..." (Far Wanderings)."""

from __future__ import annotations

import pytest
from oracle_harness import template

from helpers import cast_resolved, choose, game_at, name, pass_all, pay, zone
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6
SEVEN = ["Island"] * 7


@template("instead_if_after", "same_damage", cards=("Thermal Blast",))
@pytest.mark.parametrize(("graveyard", "marked"), [(SEVEN[:6], 3), (SEVEN, 5)])
def test_thermal_blast_deals_five_to_the_same_creature_with_threshold(
        graveyard: list[str], marked: int) -> None:
    """614.15, 207.2c: Thermal Blast deals 3 damage to its target, 5 instead with seven
    cards in Alice's graveyard; the 5 go to the creature it targets, and only once."""
    game, labels = game_at(
        {"hand": ["Thermal Blast"], "battlefield": ["Mountain"] * 5, "graveyard": graveyard,
         "library": LIBRARY},
        {"battlefield": [{"card": "Colossal Dreadmaw", "label": "d"}], "library": LIBRARY})
    cast_resolved(game, "Thermal Blast", "Colossal Dreadmaw")
    assert game.state.objects[labels["d"]].damage == marked


@template("instead_if_after", "same_damage", cards=("Invasive Maneuvers",))
def test_invasive_maneuvers_it_deals_three_without_a_spacecraft() -> None:
    """614.15: "It deals 5 damage instead" is the spell's damage; without a Spacecraft the
    usual 3 damage is dealt to the target."""
    game, labels = game_at(
        {"hand": ["Invasive Maneuvers"], "battlefield": ["Mountain"] * 2, "library": LIBRARY},
        {"battlefield": [{"card": "Colossal Dreadmaw", "label": "d"}], "library": LIBRARY})
    cast_resolved(game, "Invasive Maneuvers", "Colossal Dreadmaw")
    assert game.state.objects[labels["d"]].damage == 3


@template("instead_if_after", cards=("Tragic Fall",))
@pytest.mark.parametrize(("hand", "dies"), [(["Island"], False), ([], True)])
def test_tragic_fall_gives_minus_thirteen_with_hellbent(hand: list[str], dies: bool) -> None:
    """614.15, 704.5f: Tragic Fall gives Colossal Dreadmaw -3/-3 (it survives); with no
    cards in Alice's hand as it resolves, -13/-13 instead, and it dies."""
    game, _ = game_at(
        {"hand": ["Tragic Fall", *hand], "battlefield": ["Swamp"] * 2, "library": LIBRARY},
        {"battlefield": ["Colossal Dreadmaw"], "library": LIBRARY})
    cast_resolved(game, "Tragic Fall", "Colossal Dreadmaw")
    assert ("Colossal Dreadmaw" in zone(game, 1, "graveyard")) is dies


@template("instead_if_first", cards=("Far Wanderings",))
@pytest.mark.parametrize(("graveyard", "found"), [(SEVEN[:6], 1), (SEVEN, 3)])
def test_far_wanderings_finds_three_lands_with_threshold(graveyard: list[str], found: int) -> None:
    """614.15, 701.23a: Far Wanderings puts one basic land onto the battlefield tapped; with
    seven cards in Alice's graveyard it searches for up to three instead."""
    game, _ = game_at(
        {"hand": ["Far Wanderings"], "battlefield": ["Forest"] * 3, "graveyard": graveyard,
         "library": ["Plains"] * 5},
        {"library": LIBRARY})
    game.apply("cast Far Wanderings")
    pay(game, required=False)
    pass_all(game)
    for _ in range(found):
        choose(game, "pick Plains")
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    plains = [oid for oid in game.state.battlefield if name(game, oid).startswith("Plains")]
    assert len(plains) == found and all(game.state.objects[oid].tapped for oid in plains)
