"""103: starting the game -- shuffled libraries, opening hands, London mulligans."""

from manastack.cards.registry import get_card
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _deck() -> list:
    return [get_card("Forest")] * 24 + [get_card("Llanowar Elves")] * 36


def test_opening_hands_are_seven_cards() -> None:
    """103.4: each player draws a hand of seven cards."""
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
