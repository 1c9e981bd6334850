"""Conditions on the instant and sorcery spells a player cast this turn (601.2i), compiled
from Oracle text and played: Arclight Phoenix ("At the beginning of combat on your turn, if
you've cast three or more instant and sorcery spells this turn, return this card from your
graveyard to the battlefield.", 603.4, 113.6m) and Leapfrog ("This creature has flying as
long as you've cast an instant or sorcery spell this turn.", 611.3a)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, BOB, battlefield, game_at, life, pass_all, pt, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 8


def _bolts(game: Game, n: int) -> None:
    for _ in range(n):
        bolt = game.state.players[ALICE].hand[0]
        cast(game, f"Lightning Bolt#{bolt}", "Bob")
        pass_all(game)


def _phoenix_game(bolts: int) -> Game:
    game, _labels = game_at(
        {
            "battlefield": ["Mountain"] * 3,
            "graveyard": ["Arclight Phoenix"],
            "hand": ["Lightning Bolt"] * 3,
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    _bolts(game, bolts)
    return game


@template("triggered_if_condition", "cast_instants_sorceries", cards=("Arclight Phoenix",))
def test_arclight_phoenix_returns_after_three_instants() -> None:
    """601.2i, 603.4, 113.6m: after Alice's third Lightning Bolt of the turn, Arclight
    Phoenix triggers from her graveyard at the beginning of combat and returns to the
    battlefield."""
    game = _phoenix_game(3)
    assert life(game, BOB) == 11
    assert game.state.players[ALICE].instants_sorceries_cast_this_turn == 3
    pass_until(game, "beginning of combat")
    pass_all(game)
    assert "Arclight Phoenix" in battlefield(game, ALICE)


def test_arclight_phoenix_stays_after_two() -> None:
    """603.4: with only two instants cast this turn the ability doesn't trigger."""
    game = _phoenix_game(2)
    pass_until(game, "beginning of combat")
    assert not game.state.stack
    assert zone(game, ALICE, "graveyard").count("Arclight Phoenix") == 1


@template("conditional_static", "while_cast_instant_sorcery", cards=("Leapfrog",))
def test_leapfrog_flies_after_an_instant_this_turn_only() -> None:
    """611.3a, 601.2i: Leapfrog lacks flying until Alice casts Lightning Bolt, has it for
    the rest of the turn, and lacks it again in her next turn (the count starts again with
    each turn)."""
    game, labels = game_at(
        {
            "battlefield": ["Mountain", {"card": "Leapfrog", "label": "f"}],
            "hand": ["Lightning Bolt"],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    frog = labels["f"]
    assert not characteristics(game.state, frog).has("flying")
    _bolts(game, 1)
    assert characteristics(game.state, frog).has("flying")
    pass_until(game, "upkeep", turn=5)
    assert not characteristics(game.state, frog).has("flying")


@template("conditional_static", "while_cast_spells", cards=("Brightspear Zealot",))
def test_brightspear_zealot_grows_with_the_second_spell_of_the_turn() -> None:
    """611.3a, 601.2i: Brightspear Zealot is 2/4 after one spell of Alice's this turn and
    4/4 after the second."""
    game, labels = game_at(
        {
            "battlefield": ["Mountain", "Mountain", {"card": "Brightspear Zealot", "label": "z"}],
            "hand": ["Lightning Bolt"] * 2,
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    _bolts(game, 1)
    assert pt(game, labels["z"]) == (2, 4)
    _bolts(game, 1)
    assert pt(game, labels["z"]) == (4, 4)
