"""103: starting the game -- shuffled libraries, opening hands, London mulligans."""

import pytest

from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _deck() -> list:
    return [get_card("Forest")] * 24 + [get_card("Llanowar Elves")] * 36


def test_opening_hands_are_seven_cards() -> None:
    """103.4 / 402.1: each player draws a hand of seven cards into their hand."""
    game = Game.new([_deck(), _deck()], seed=3)
    assert [len(p.hand) for p in game.state.players] == [7, 7]
    assert [len(p.library) for p in game.state.players] == [53, 53]
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN


def test_london_mulligan_puts_cards_on_the_bottom() -> None:
    """103.5: a player who mulligans draws seven new cards, then puts one on the bottom."""
    game = Game.new([_deck(), _deck()], seed=3, starting_player=0)
    game.apply("mulligan")
    game.apply("keep")
    game.apply("keep")
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN_BOTTOM
    game.apply(game.legal_choices()[0])
    assert len(game.state.players[0].hand) == 6
    assert len(game.state.players[0].library) == 54


def test_starting_player_skips_first_draw() -> None:
    """103.8a: in a two-player game the starting player skips their first draw step: the
    step doesn't happen, so no one receives priority in it."""
    game = Game.new([_deck(), _deck()], seed=5, starting_player=1)
    game.apply("keep")
    game.apply("keep")
    assert game.state.turn == 1 and game.state.active == 1
    game.apply("pass")   # upkeep: both players pass
    game.apply("pass")
    assert game.state.step.value == "precombat main"
    assert len(game.state.players[1].hand) == 7
    assert any(e.rule == "103.8a" for e in game.log())


# -- libraries too small for an opening hand ----------------------------------------------
# 103.5: the opening hand is drawn, one card at a time (121.2); a draw from an empty
# library is only attempted (121.4), and the player loses when state-based actions are
# next checked (704.5b), the first time a player would receive priority in turn 1.


def _forests(count: int) -> list:
    return [get_card("Forest")] * count


def test_small_library_draws_what_it_has_and_loses_at_the_first_priority() -> None:
    """103.5 / 121.4 / 104.3c: a library of three cards gives a hand of three, and the player
    who attempted to draw the other four loses by 704.5b once the first turn gives priority."""
    game = Game.new([_forests(3), _deck()], seed=3, starting_player=0)
    small = game.state.players[0]
    assert len(small.hand) == 3 and not small.library and small.attempted_empty_draw
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN
    game.apply("keep")
    game.apply("keep")
    assert game.is_over and game.losers() == ["Player 1"] and game.winners() == ["Player 2"]
    assert any(e.rule == "704.5b" for e in game.log())


def test_mulligans_of_a_tiny_library_end_when_the_opening_hand_would_be_empty() -> None:
    """103.5: a player may mulligan until their opening hand would be zero cards; with two
    cards in the library that is after two mulligans, and both cards go on the bottom."""
    game = Game.new([_forests(2), _deck()], seed=3, starting_player=0)
    game.apply("mulligan")
    game.apply("keep")          # Player 2 keeps; then Player 1 alone declares
    assert "mulligan" in [c.verb for c in game.legal_choices()]
    game.apply("mulligan")
    assert [c.verb for c in game.legal_choices()] == ["keep"]
    game.apply("keep")
    for _ in range(2):
        assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN_BOTTOM
        game.apply(game.legal_choices()[0])
    assert game.is_over and game.losers() == ["Player 1"]
    assert len(game.state.players[0].library) == 2 and not game.state.players[0].hand


def test_one_card_decks_play_to_a_draw() -> None:
    """103.5 / 704.5b / 104.4a: two one-card decks, every mulligan taken: both players
    attempted to draw from an empty library, both lose at once, and the game is a draw."""
    game = Game.new([_forests(1), _forests(1)], seed=1)
    while game.decision is not None:
        choices = game.legal_choices()
        game.apply(next((c for c in choices if c.verb == "mulligan"), choices[0]))
    assert game.winners() == [] and len(game.losers()) == 2
    assert any(e.rule == "104.4a" for e in game.log())


def test_an_empty_library_keeps_its_empty_hand() -> None:
    """103.5: a player with no cards can only keep (their opening hand is already zero)."""
    game = Game.new([[], _deck()], seed=2, starting_player=0)
    assert [c.verb for c in game.legal_choices()] == ["keep"]


def test_a_deck_of_names_is_refused_naming_the_deck() -> None:
    """103.1: a game starts from decks of cards; a deck holding something else (a card's name)
    is refused at once, naming the deck, before any game state exists."""
    with pytest.raises(TypeError, match="deck 2: 'Forest' is not a card definition"):
        Game.new([_deck(), ["Forest"] * 40], seed=1)


@pytest.mark.parametrize("starting", [0, 1])
def test_the_starting_player_decides_first_on_mulligans(starting: int) -> None:
    """101.4e, 103.5: while the game starts, the starting player acts as the active player:
    they are asked to keep or mulligan first, then the other player (101.4)."""
    game = Game.new([_deck(), _deck()], seed=3, starting_player=starting)
    assert game.decision is not None and game.decision.kind is DecisionKind.MULLIGAN
    assert game.decision.player == starting
    game.apply("keep")
    assert game.decision is not None and game.decision.player == 1 - starting
