"""104.4: caps set for a game (`Game.new(max_turns=..., max_decisions=...)`) end it as a
draw, logged with the reason; they are part of the state, so forks, saves and loads keep
them. Off by default (the engine's own bound of 500 turns stays, 104.4b)."""

from __future__ import annotations

import json

import pytest

from manastack.agents.random_agent import play_random_game
from manastack.cards.registry import get_card
from manastack.errors import SaveFileError
from manastack.game import Game


def _deck() -> list:
    return [get_card("Forest")] * 24 + [get_card("Llanowar Elves")] * 36


def _play(game: Game, seed: int = 4, limit: int = 10_000) -> int:
    return play_random_game(game, seed, max_decisions=limit)


def test_a_decision_cap_ends_the_game_as_a_draw_with_its_reason() -> None:
    """104.4: with max_decisions=40 the game ends at the first priority after 40 answered
    decisions (mulligans included), nobody wins, and the log says why."""
    game = Game.new([_deck(), _deck()], seed=2, max_decisions=40)
    assert _play(game) == 40 and game.state.decisions == 40
    assert game.is_over and game.winners() == [] and game.losers() == []
    last = game.log()[-1]
    assert (last.rule, last.text) == ("104.4", "the game is a draw: its cap of 40 decisions "
                                               "is reached")


def test_a_turn_cap_ends_the_game_as_turn_after_it_begins() -> None:
    """104.4: with max_turns=3 the game is a draw as turn 4 would begin."""
    game = Game.new([_deck(), _deck()], seed=2, max_turns=3)
    _play(game)
    assert game.is_over and game.winners() == [] and game.state.turn == 4
    assert game.log()[-1].text == "the game is a draw: its cap of 3 turns is reached"


def test_caps_are_off_unless_set() -> None:
    """104.4b: without caps a game is bounded only by the engine's 500 turns."""
    game = Game.new([_deck(), _deck()], seed=2)
    assert (game.state.max_turns, game.state.max_decisions) == (None, None)
    assert _play(game, limit=60) == 60 and not game.is_over


def test_caps_survive_fork_save_and_load() -> None:
    """104.4: a fork and a loaded save keep the caps and the count of decisions, and end
    at the same decision as the original."""
    game = Game.new([_deck(), _deck()], seed=5, max_turns=50, max_decisions=70)
    _play(game, limit=25)
    fork, loaded = game.fork(), Game.load(game.save())
    for copy in (fork, loaded):
        assert (copy.state.max_turns, copy.state.max_decisions) == (50, 70)
        assert copy.state.decisions == game.state.decisions == 25
    counts = {_play(g, seed=9) for g in (game, fork, loaded)}
    assert counts == {45} and {g.state_hash() for g in (game, fork, loaded)} == {
        game.state_hash()}


@pytest.mark.parametrize("cap", [0, -3, 2.5, "10", True])
def test_a_cap_must_be_a_positive_whole_number(cap: object) -> None:
    """104.4: a cap that isn't a whole number of at least 1 is refused before the game."""
    with pytest.raises(ValueError, match="must be a whole number of at least 1"):
        Game.new([_deck(), _deck()], max_decisions=cap)  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="must be a whole number of at least 1"):
        Game.new([_deck(), _deck()], max_turns=cap)  # type: ignore[arg-type]


@pytest.mark.parametrize(("key", "value"), [("max_decisions", "many"), ("max_turns", 0),
                                            ("decisions", -1)])
def test_a_save_with_a_bad_cap_is_refused(key: str, value: object) -> None:
    """104.4: a save whose cap or count isn't a whole number in range is a damaged save."""
    document = json.loads(Game.new([_deck(), _deck()], seed=1, max_decisions=9).save())
    document["base"][key] = value
    with pytest.raises(SaveFileError, match=rf"damaged save: base\.{key}: "):
        Game.load(json.dumps(document))


def _reversal_loop(cap: int | None) -> Game:
    """Alice, with a Forest, a Mountain and Grizzly Bears in hand, casts the Bears and pays
    so that the rest of the cost can't be paid, over and over: each attempt is reversed
    (732.1). The game's decision cap is `cap`."""
    from mana_helpers import Table

    from helpers import position
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "forest"},
                                        {"card": "Mountain", "label": "mountain"}]}))
    state = t.game.state.fork()
    state.max_decisions = cap
    t.game = Game.from_state(state)
    for _ in range(30):
        if t.game.is_over:
            break
        t.do("cast Grizzly Bears", "mana $forest: {T}: Add {G}.",
             "pay generic mana with {G} (from $forest)", "mana $mountain: {T}: Add {R}.")
    return t.game


def test_reversed_decisions_count_toward_the_decision_cap() -> None:
    """104.4, 732.1: undoing an action returns the game to the moment before it began, but
    not its count of decisions, so a cap ends a loop of reversed actions as a draw; a
    fork and a save carry the count."""
    looping = _reversal_loop(None)
    assert not looping.is_over and looping.state.decisions == 30 * 4
    assert [e.rule for e in looping.log()].count("732.1") == 30
    assert Game.load(looping.save()).state.decisions == 120 == looping.fork().state.decisions
    capped = _reversal_loop(10)
    assert capped.is_over and capped.winners() == [] and capped.state.decisions == 12
    assert capped.log()[-1].text == "the game is a draw: its cap of 10 decisions is reached"
