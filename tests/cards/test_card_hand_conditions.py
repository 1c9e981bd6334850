""""Activate only if you have no cards in hand." (602.5b; hellbent, 207.2c) on a real card:
Keldon Megaliths."""

from __future__ import annotations

from oracle_harness import pay, template

from helpers import BOB, do, game_at, life, pass_all, pt, texts
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


@template("hand_size_at_least_most", cards=("Thresher Lizard",))
def test_thresher_lizard_grows_with_one_or_fewer_cards_in_hand() -> None:
    """611.3a: Thresher Lizard is 4/4 while Alice has one card in hand and 3/2 with two;
    the condition is read continuously, so casting one of the two makes it 4/4."""
    game, labels = game_at({"battlefield": [{"card": "Thresher Lizard", "label": "lizard"},
                                            "Mountain"],
                            "hand": ["Shock", "Shock"], "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["lizard"]) == (3, 2)
    do(game, "cast Shock")
    game.apply("target Bob")
    pay(game)
    assert pt(game, labels["lizard"]) == (4, 4)
