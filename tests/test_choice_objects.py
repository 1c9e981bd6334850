"""Choices given as objects (`game.apply(choice)`): anything that is not one of the legal
options raises IllegalChoiceError and changes nothing (the decision protocol, 117 and
every decision kind); no other error type escapes."""

from __future__ import annotations

import pytest

from manastack.cards.decks import demo_decks
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import MAX_CHOICE_TEXT, Choice, DecisionKind

NOT_CHOICES: list[object] = [None, 42, 3.5, b"pass", ["pass"], ("pass",), {"verb": "pass"},
                             object(), Choice]


def malformed(options: tuple[Choice, ...]) -> list[object]:
    """Choices with the wrong parts, or the parts of an option bent out of shape."""
    bad: list[object] = [
        Choice("pass", None),                     # type: ignore[arg-type]
        Choice("pass", [1]),                      # type: ignore[arg-type]
        Choice(None),                             # type: ignore[arg-type]
        Choice(""),
        Choice("cast", ("abc",)),
        Choice("cast", (10 ** 9,)),
        Choice("cast", (-5,)),
        Choice("activate", (1, 999)),
        Choice("activate", ("x", "y")),
        Choice("attack", ("nobody",)),
        Choice("target", (True,)),
        Choice("pay", (1.5,)),                     # type: ignore[arg-type]
        Choice("cast", (10 ** 5000,)),
        Choice("x" * (MAX_CHOICE_TEXT + 1)),
        Choice("pass", tuple(range(5000))),
        Choice("pass", (), 7),                    # type: ignore[arg-type]
    ]
    for option in options:
        bad.append(Choice(option.verb, (*option.args, 0)))
        bad.append(Choice(option.verb, tuple("?" for _ in option.args)))
        if option.args:
            bad.append(Choice(option.verb, option.args[:-1]))
            bad.append(Choice(option.verb, tuple(a + 10 ** 6 if isinstance(a, int) else a
                                                  for a in option.args)))
    return bad


def decisions_of_a_game(seed: int, limit: int) -> list[Game]:
    """Forks of a demo game at its first `limit` decisions (the first legal option taken
    at each), of every kind met on the way."""
    game = Game.new(demo_decks(), seed=seed, names=["Alice", "Bob"])
    found: list[Game] = []
    kinds: set[DecisionKind] = set()
    for step in range(limit):
        if game.decision is None:
            break
        if game.decision.kind not in kinds or step % 25 == 0:
            kinds.add(game.decision.kind)
            found.append(game.fork())
        options = game.legal_choices()
        game.apply(options[(seed + step) % len(options)])
    return found


def assert_refused(game: Game, choice: object) -> None:
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError):
        game.apply(choice)  # type: ignore[arg-type]
    assert game.state_hash() == before


@pytest.mark.parametrize("seed", [1, 2])
def test_malformed_choices_and_non_choices_are_illegal_choices(seed: int) -> None:
    """117 and every decision: a non-choice, or a Choice whose verb or arguments fit no
    option, raises IllegalChoiceError (never ValueError, IndexError, AttributeError or
    TypeError) and leaves the game as it was."""
    for game in decisions_of_a_game(seed, 120):
        assert game.decision is not None
        options = game.decision.options
        for choice in [*NOT_CHOICES, *malformed(options)]:
            if isinstance(choice, Choice) and choice_is_legal(options, choice):
                continue
            assert_refused(game, choice)


def choice_is_legal(options: tuple[Choice, ...], choice: Choice) -> bool:
    try:
        return choice in options
    except TypeError:
        return False


def test_a_choice_text_beyond_the_limit_is_refused_at_once() -> None:
    """A text of more than MAX_CHOICE_TEXT characters is refused without being matched."""
    game = Game.new(demo_decks(), seed=3)
    assert_refused(game, "keep" + " " * MAX_CHOICE_TEXT)


def test_choices_once_the_game_is_over_are_illegal() -> None:
    """104: after the game ends there is no decision; any choice is an IllegalChoiceError."""
    game = Game.new(demo_decks(), seed=4, names=["Alice", "Bob"])
    game.concede("Alice")
    assert game.decision is None
    for choice in ["pass", Choice("pass"), None, Choice("cast", ("abc",))]:
        assert_refused(game, choice)
