"""Putting a permanent on the bottom of its owner's library (401.4) and "its toughness" from
last known information (608.2h) on real cards: Condemn, Bant Charm."""

from __future__ import annotations

from oracle_harness import attack, cast, template

from helpers import ALICE, BOB, game_at, life, name, resolve

LIBRARY = ["Island"] * 6


@template("put_on_library_bottom", "count_toughness", cards=("Condemn",))
def test_condemn_puts_the_attacker_on_the_bottom_and_its_controller_gains_life() -> None:
    """Condemn (401.4, 608.2h, 119.1): Bob attacks with Hill Giant (3/3); Alice puts it on the
    bottom of his library, and Bob gains 3 life, its toughness as it last existed on the
    battlefield."""
    game, labels = game_at({"battlefield": ["Plains"], "hand": ["Condemn"], "library": LIBRARY},
                           {"battlefield": [{"card": "Hill Giant", "label": "giant"}],
                            "library": LIBRARY}, turn=4, active="Bob")
    giant = labels["giant"]
    attack(game, giant, defender="Alice")
    game.apply("pass")            # Bob passes; Alice gets priority (117.3d)
    cast(game, "Condemn", name(game, giant))
    resolve(game)
    bottom = game.state.players[BOB].library[-1]
    assert game.state.obj(bottom).card.name == "Hill Giant"
    assert life(game, BOB) == 23 and life(game, ALICE) == 20


@template("put_on_library_bottom", cards=("Bant Charm",))
def test_bant_charm_puts_a_creature_on_the_bottom() -> None:
    """Bant Charm's second mode (401.4): target creature goes to the bottom of its owner's
    library, under the cards already there."""
    game, labels = game_at({"battlefield": ["Plains", "Island", "Forest"], "hand": ["Bant Charm"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast(game, "Bant Charm", name(game, labels["bears"]), mode=2)
    resolve(game)
    library = game.state.players[BOB].library
    assert len(library) == 7 and game.state.obj(library[-1]).card.name == "Grizzly Bears"
