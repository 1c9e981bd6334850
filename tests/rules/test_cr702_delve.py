"""Delve (702.66a): for each generic mana of a spell's total cost its controller may exile a
card from their graveyard instead of paying that mana, never colored mana; the spell is
castable when the graveyard and mana together pay for it (601.2g-h, 702.66b)."""

from __future__ import annotations

from helpers import ALICE, choose, cites, do, game_at, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6
GRAVEYARD = ["Grizzly Bears", "Shock", "Forest", "Opt", "Llanowar Elves", "Giant Growth",
             "Swamp", "Plains"]


def _game(graveyard: int, islands: int) -> Game:
    game, _ = game_at({"hand": ["Treasure Cruise"], "graveyard": GRAVEYARD[:graveyard],
                       "battlefield": ["Island"] * islands, "library": LIBRARY},
                      {"library": LIBRARY})
    return game


def test_graveyard_cards_pay_generic_mana_and_are_exiled() -> None:
    """702.66a: Treasure Cruise ({7}{U}) with seven cards in Alice's graveyard and one Island:
    each card may pay generic mana; she exiles all seven, pays {U} with the Island and draws
    three cards."""
    game = _game(7, 1)
    do(game, "cast Treasure Cruise")
    delve = [t for t in texts(game) if t.startswith("delve:")]
    assert len(delve) == 7 and all(t.endswith("to pay generic mana") for t in delve)
    for _ in range(7):
        choose(game, "delve: exile")
    do(game, "pay {U} automatically")
    assert cites(game, "702.66a")
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 3
    assert len(zone(game, ALICE, "exile")) == 7
    assert zone(game, ALICE, "graveyard") == ["Treasure Cruise"]


def test_delve_never_pays_colored_mana() -> None:
    """702.66a, 601.2g-h: eight graveyard cards and no Island can't pay {U}: Treasure Cruise
    isn't offered; six cards and one Island can't pay {7} either; seven and one Island can,
    automatically."""
    def castable(graveyard: int, islands: int) -> bool:
        return any(t.startswith("cast Treasure Cruise") for t in texts(_game(graveyard, islands)))
    assert not castable(8, 0) and not castable(6, 1) and castable(7, 1)
