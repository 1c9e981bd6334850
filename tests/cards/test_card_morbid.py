"""Morbid (700.4, 603.4: "if a creature died this turn"), compiled from Oracle text and
played: "At the beginning of your end step, if a creature died this turn, draw a card."
(Twinblade Assassins). The record of deaths is `Player.creatures_died_this_turn` (rules/context.py)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, game_at, pass_all, zone

LIBRARY = ["Swamp"] * 8


@template("creature_died_this_turn", cards=("Twinblade Assassins",))
def test_twinblade_assassins_draws_after_a_creature_died() -> None:
    """700.4, 603.4: Bob's Grizzly Bears dies to Alice's Lightning Bolt in her main phase;
    at her end step the trigger's condition holds and she draws a card."""
    game, labels = game_at({"battlefield": ["Twinblade Assassins", "Mountain"],
                            "hand": ["Lightning Bolt"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    pass_until(game, "end", turn=3)
    assert game.state.stack
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Swamp"]


def test_twinblade_assassins_doesnt_trigger_without_a_death() -> None:
    """603.4: with no creature dead this turn the ability doesn't trigger at all."""
    game, _ = game_at({"battlefield": ["Twinblade Assassins"], "library": LIBRARY},
                      {"battlefield": ["Grizzly Bears"], "library": LIBRARY})
    pass_until(game, "end", turn=3)
    assert not game.state.stack
    assert zone(game, ALICE, "hand") == []


def test_twinblade_assassins_forgets_a_death_of_an_earlier_turn() -> None:
    """700.4, 611.2a-like "this turn": a creature that died in Bob's turn 4 doesn't count at
    Alice's end step of turn 5."""
    game, labels = game_at({"battlefield": ["Twinblade Assassins", "Mountain"],
                            "hand": ["Lightning Bolt"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY}, active="Bob", turn=4)
    game.apply("pass")      # Bob passes; Alice gets priority in his main phase
    cast(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert zone(game, 1, "graveyard") == ["Grizzly Bears"]
    pass_until(game, "end", turn=5)
    assert not game.state.stack
