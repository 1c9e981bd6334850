""""This land enters tapped unless you have two or more opponents." / "... unless a player has
13 or less life." / "if you have 10 or less life" (614.1c, 603.4: conditions on the players;
102.3: opponents), compiled from Oracle text and played: Luxury Suite, Abandoned Campground,
Convalescence."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

from helpers import ALICE, at_step, do, game_at, life, pass_all, pass_until
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _played(land: str, *, bob: dict[str, Any] | None = None,
            carol: dict[str, Any] | None = None, alice_life: int = 20) -> bool:
    """Alice plays `land`; whether it entered tapped."""
    game, _ = game_at({"hand": [land], "library": LIBRARY, "life": alice_life},
                      {"library": LIBRARY, **(bob or {})},
                      carol=None if carol is None else {"library": LIBRARY, **carol})
    do(game, f"play {land}")
    (obj,) = [o for o in game.state.permanents() if o.card.name == land]
    return obj.tapped


@template("opponents_count", cards=("Luxury Suite",))
def test_luxury_suite_enters_tapped_with_one_opponent_only() -> None:
    """102.3: in a two-player game Alice has one opponent and Luxury Suite enters tapped;
    with Carol too she has two and it enters untapped."""
    assert _played("Luxury Suite")
    assert not _played("Luxury Suite", carol={})


@template("a_players_life_at_most", cards=("Abandoned Campground",))
def test_abandoned_campground_untapped_once_any_player_is_at_13() -> None:
    """614.1c: at 20 life each, it enters tapped; with Bob at 13 (any player, the opponent
    included) or Alice at 13, untapped."""
    assert _played("Abandoned Campground")
    assert not _played("Abandoned Campground", bob={"life": 13})
    assert not _played("Abandoned Campground", alice_life=13)
    assert _played("Abandoned Campground", bob={"life": 14})


def _upkeep_gain(alice_life: int) -> Game:
    game, _ = game_at({"battlefield": ["Convalescence"], "library": LIBRARY,
                       "life": alice_life}, {"library": LIBRARY})
    pass_until(game, at_step("upkeep", "Alice"))
    pass_all(game)
    return game


@template("your_life_at_most", cards=("Convalescence",))
def test_convalescence_gains_only_at_10_or_less() -> None:
    """603.4: the intervening "if" is checked as the upkeep begins and on resolution: at 10
    life Alice gains 1, at 11 she doesn't."""
    assert life(_upkeep_gain(10), ALICE) == 11
    assert life(_upkeep_gain(11), ALICE) == 11


def _fragment_at_upkeep(bob_life: int) -> Game:
    game, _ = game_at({"battlefield": ["Cryptolith Fragment"], "library": LIBRARY, "life": 10},
                      {"library": LIBRARY, "life": bob_life})
    pass_until(game, at_step("upkeep", "Alice"))
    pass_all(game)
    return game


@template("each_players_life_at_most", cards=("Cryptolith Fragment // Aurora of Emrakul",))
def test_cryptolith_fragment_transforms_when_each_player_is_at_10_or_less() -> None:
    """603.4, 701.28a: with Alice and Bob both at 10 life it transforms into Aurora of
    Emrakul; with Bob at 11, "each player" fails and it stays as it is."""
    def face(game: Game) -> str:
        (obj,) = [o for o in game.state.permanents() if o.controller == ALICE]
        return characteristics(game.state, obj.id).name
    assert face(_fragment_at_upkeep(10)) == "Aurora of Emrakul"
    assert face(_fragment_at_upkeep(11)) == "Cryptolith Fragment"
