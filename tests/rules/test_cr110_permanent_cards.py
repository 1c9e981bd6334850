"""110.4a: permanent cards are artifact, battle, creature, enchantment, land and
planeswalker cards; 110.5d: only permanents have status, so a tapped permanent returned to a
hand is a card with no status, and it comes back untapped (110.5b)."""

from __future__ import annotations

import pytest

from helpers import BOB, choose, game_at, pay, resolve
from manastack.cards.registry import get_card


@pytest.mark.parametrize("name, permanent", [
    ("Grizzly Bears", True), ("Bonesplitter", True), ("Pacifism", True), ("Plains", True),
    ("Jace Beleren", True), ("Seat of the Synod", True), ("Lightning Bolt", False),
    ("Opt", False)])
def test_110_4a_permanent_cards(name: str, permanent: bool) -> None:
    """110.4a: creature, artifact, enchantment, land and planeswalker cards are permanent
    cards; instants and sorceries are not."""
    assert get_card(name).is_permanent_card is permanent


def test_110_5d_a_returned_permanent_loses_its_status() -> None:
    """110.5d, 400.7: Bob's tapped Grizzly Bears returned to his hand by Into the Roil is a
    card without status there: not tapped."""
    game, labels = game_at({"battlefield": ["Island", "Island"], "hand": ["Into the Roil"],
                            "library": ["Plains"]},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears",
                                             "tapped": True}]})
    game.apply("cast Into the Roil")
    choose(game, "target Grizzly Bears")
    pay(game)
    resolve(game)
    s = game.state
    in_hand = [s.obj(o) for o in s.players[BOB].hand]
    assert [o.card.name for o in in_hand] == ["Grizzly Bears"]
    assert not in_hand[0].tapped and in_hand[0].id != labels["bears"]
