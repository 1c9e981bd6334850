""""Activate only if you have no cards in hand." (602.5b; hellbent, 207.2c) on a real card:
Keldon Megaliths."""

from __future__ import annotations

from oracle_harness import pay, template

from helpers import BOB, game_at, life, pass_all, texts
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _megaliths(hand: list[str]) -> tuple[Game, list[str]]:
    game, _ = game_at({"battlefield": ["Keldon Megaliths", "Mountain", "Mountain"],
                       "hand": hand, "library": LIBRARY}, {"library": LIBRARY})
    return game, [t for t in texts(game) if "Keldon Megaliths" in t and "damage" in t]


@template("have_no_cards_in_hand", cards=("Keldon Megaliths",))
def test_keldon_megaliths_pings_only_with_an_empty_hand() -> None:
    """602.5b: with no cards in hand Alice activates Keldon Megaliths and it deals 1 damage
    to Bob; with a card in hand the ability can't be activated."""
    game, offered = _megaliths([])
    assert len(offered) == 1
    game.apply(offered[0])
    game.apply("target Bob")
    pay(game)
    pass_all(game)
    assert life(game, BOB) == 19
    _, offered = _megaliths(["Shock"])
    assert offered == []
