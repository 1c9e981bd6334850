"""Fuzzing choices (docs/limits.md, "Choices"): texts and objects given to `game.apply`
at decisions of every kind met in a game are either refused with an IllegalChoiceError,
the game unchanged, or accepted only when they are a legal option."""

from __future__ import annotations

from typing import Any

from fuzz_helpers import fuzz_settings, json_values, tally
from hypothesis import given
from hypothesis import strategies as st

from manastack.cards.decks import demo_decks
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import Choice


def games_at_decisions(seed: int, count: int) -> list[Game]:
    """Forks of a demo game at every fifth of its first `count` decisions."""
    game = Game.new(demo_decks(), seed=seed, names=["Alice", "Bob"])
    out: list[Game] = []
    for step in range(count):
        if game.decision is None:
            break
        if step % 5 == 0:
            out.append(game.fork())
        options = game.legal_choices()
        game.apply(options[(step * 3 + seed) % len(options)])
    return out


GAMES = games_at_decisions(5, 150)
VERBS = sorted({o.verb for g in GAMES for o in g.legal_choices()} | {"", "pass", "cast", "x"})


@st.composite
def choice_texts(draw: Any, options: tuple[Choice, ...]) -> str:
    """A legal option's text with characters changed, ids shifted or junk added, or any
    text."""
    if draw(st.booleans()):
        return draw(st.text(max_size=60))
    text = list(str(draw(st.sampled_from(options))))
    for _ in range(draw(st.integers(0, 4))):
        at = draw(st.integers(0, len(text)))
        text[at:at + draw(st.integers(0, 3))] = draw(st.text(max_size=4))
    return "".join(text)


@st.composite
def choice_objects(draw: Any, options: tuple[Choice, ...]) -> object:
    """A Choice with a legal option's verb and arguments bent, parts of any type, or no
    Choice at all."""
    kind = draw(st.sampled_from(["bent", "any parts", "not a choice"]))
    if kind == "not a choice":
        return draw(json_values())
    if kind == "any parts":
        return Choice(draw(st.sampled_from(VERBS) | json_values()),
                      draw(st.tuples(json_values()) | json_values()),
                      draw(st.text(max_size=10) | json_values()))
    option = draw(st.sampled_from(options))
    args = list(option.args)
    for _ in range(draw(st.integers(1, 3))):
        at = draw(st.integers(0, len(args)))
        args[at:at + draw(st.integers(0, 1))] = [draw(st.integers() | st.text(max_size=6))]
    return Choice(option.verb, tuple(args))


def refused_or_legal(game: Game, choice: object) -> None:
    tally("choice text" if isinstance(choice, str) else "choice object")
    before = game.state_hash()
    legal = _names_an_option(game, choice)
    try:
        game.apply(choice)  # type: ignore[arg-type]
    except IllegalChoiceError:
        assert game.state_hash() == before
        assert not legal
        return
    assert legal, f"{choice!r} was accepted but is no legal option"


def _names_an_option(game: Game, choice: object) -> bool:
    assert game.decision is not None
    if isinstance(choice, str):
        try:
            game.parse_choice(choice)
        except IllegalChoiceError:
            return False
        return True
    if not isinstance(choice, Choice):
        return False
    try:
        return any(option == choice for option in game.decision.options)
    except TypeError:       # parts that can't be compared are no option's
        return False


@fuzz_settings(25)
@given(data=st.data())
def test_mutated_choice_texts_are_refused_or_legal(data: Any) -> None:
    """Texts near a legal option's, and any texts: IllegalChoiceError with the game
    unchanged, or the option they name."""
    game = data.draw(st.sampled_from(GAMES)).fork()
    assert game.decision is not None
    refused_or_legal(game, data.draw(choice_texts(game.decision.options)))


@fuzz_settings(25)
@given(data=st.data())
def test_mutated_choice_objects_are_refused_or_legal(data: Any) -> None:
    """Choices with bent arguments, parts of any type, and values that are no Choice:
    IllegalChoiceError with the game unchanged, or a legal option."""
    game = data.draw(st.sampled_from(GAMES)).fork()
    assert game.decision is not None
    refused_or_legal(game, data.draw(choice_objects(game.decision.options)))
