"""104 winning and losing: "you win the game" effects (104.2b), "can't lose the game" and
"can't win the game" effects (Platinum Angel), and how they meet draws from an empty
library (121.4, 704.5b)."""

from __future__ import annotations

from draw_helpers import cast, cites, kind, log, resolve
from helpers import ALICE, BOB, do, game_at, texts
from manastack.rules.decisions import DecisionKind


def test_laboratory_maniac_wins_instead_of_drawing() -> None:
    """104.2b / 614.11: drawing from an empty library with Laboratory Maniac wins the game
    instead; the draw is replaced, so it isn't an attempt to draw (121.4)."""
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Laboratory Maniac"]})
    cast(game, "Opt")
    resolve(game)
    assert game.is_over and game.winners() == ["Alice"] and game.losers() == ["Bob"]
    assert cites(game, "104.2b") and not cites(game, "121.4")


def test_platinum_angel_controller_cant_lose_at_zero_life() -> None:
    """104.3b / 704.5a / 101.2: with Platinum Angel Alice doesn't lose at 0 life; once the
    Angel leaves she loses at the next check of state-based actions."""
    game, labels = game_at({"life": 0, "battlefield": [{"card": "Platinum Angel",
                                                       "label": "angel"}]},
                           {"hand": ["Murder"], "battlefield": ["Swamp"] * 3})
    assert not game.is_over and kind(game) is DecisionKind.PRIORITY
    game.apply("pass")
    cast(game, "Murder", target=f"Platinum Angel#{labels['angel']}")
    resolve(game)
    assert game.is_over and game.losers() == ["Alice"] and cites(game, "704.5a")


def test_platinum_angel_stops_opponents_winning() -> None:
    """104.2b / 101.2: Bob's Laboratory Maniac replaces his draw with a win, but Alice's
    Platinum Angel says he can't win: nothing happens, and the replaced draw doesn't make
    him lose either."""
    game, _ = game_at({"battlefield": ["Platinum Angel"]},
                      {"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Laboratory Maniac"]}, active="Bob")
    cast(game, "Opt")
    resolve(game)
    assert not game.is_over
    assert "Bob winning the game doesn't happen: Platinum Angel" in log(game)
    assert not cites(game, "121.4")


def test_platinum_angel_attempted_empty_draw() -> None:
    """704.5b / 101.2: Alice attempts to draw from an empty library but can't lose while
    she controls Platinum Angel."""
    game, _ = game_at({"hand": ["Opt"], "library": [],
                       "battlefield": ["Island", "Platinum Angel"]})
    cast(game, "Opt")
    resolve(game)
    assert cites(game, "121.4") and not game.is_over
    assert "can't lose the game" in log(game)


def test_platinum_angel_doesnt_stop_a_concession() -> None:
    """104.3a: a player may concede at any time, Platinum Angel or not."""
    game, _ = game_at({"battlefield": ["Platinum Angel"]})
    game.concede("Alice")
    assert game.is_over and game.losers() == ["Alice"] and game.winners() == ["Bob"]


def test_jace_minus_eight_wins_with_an_empty_library() -> None:
    """104.2b: Jace's −8 draws seven cards; then, with the library empty, Alice wins."""
    game, _ = game_at({"library": ["Island"] * 7,
                       "battlefield": [{"card": "Jace, Wielder of Mysteries", "loyalty": 8}]})
    game.apply(next(c for c in texts(game) if c.startswith("activate Jace") and "−8" in c))
    resolve(game)
    assert game.winners() == ["Alice"] and game.state.players[ALICE].drawn_this_turn == 7
    assert game.state.players[BOB].lost


def test_a_two_player_draw_cites_104_4a_and_no_one_leaves_the_game() -> None:
    """104.4a: Earthquake puts both players of a two-player game at 0 life; they lose at
    once and the game is a draw. The multiplayer rule of leaving the game (800.4a) has no
    part in it: the log cites 104.4a, never 800.4a."""
    game, _ = game_at({"life": 1, "hand": ["Earthquake"], "battlefield": ["Mountain"] * 2},
                      {"life": 1})
    do(game, "cast Earthquake", "X=1", "pay {1}{R} automatically")
    resolve(game)
    assert game.is_over and game.winners() == [] and sorted(game.losers()) == ["Alice", "Bob"]
    assert cites(game, "104.4a") and not cites(game, "800.4")
    assert "the game is a draw" in log(game)
