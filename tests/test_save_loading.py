"""Loading saves (`Game.load`): a save is checked against its schema before anything is
built, its hash is required unless the caller says otherwise, and every damaged save is a
SaveFileError naming the place and the reason (docs/limits.md)."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest

from manastack.cards.decks import demo_decks
from manastack.errors import SaveFileError
from manastack.game import Game


def mid_game() -> Game:
    """A demo game some decisions in (permanents, a log, a pending decision)."""
    game = Game.new(demo_decks(), seed=11, names=["Alice", "Bob"])
    for step in range(60):
        options = game.legal_choices()
        game.apply(options[step % len(options)])
    return game


GAME = mid_game()
SAVED = GAME.save()


def damaged(edit: Callable[[dict[str, Any]], object]) -> str:
    document = json.loads(SAVED)
    edit(document)
    return json.dumps(document)


def deep(levels: int) -> Any:
    value: Any = 0
    for _ in range(levels):
        value = [value]
    return value


def set_path(document: dict[str, Any], path: tuple[Any, ...], value: object) -> None:
    for part in path[:-1]:
        document = document[part]
    document[path[-1]] = value


# (what is damaged, the new value, the place the message names)
DAMAGES: list[tuple[tuple[Any, ...], object, str]] = [
    (("base", "players"), "two", "base.players"),
    (("base", "players", 0), 5, "base.players[0]"),
    (("base", "players", 0, "life"), "20", "base.players[0].life"),
    (("base", "players", 1, "hand"), {"a": 1}, "base.players[1].hand"),
    (("base", "players", 0, "pool"), [[None]], "base.players[0].pool[0]"),
    (("base", "objects", 0), [], "base.objects[0]"),
    (("base", "objects", 0, "controller"), 7, "base.objects[0].controller"),
    (("base", "objects", 0, "counters"), {"+1/+1": "lots"}, "base.objects[0].counters"),
    (("base", "objects", 0, "tapped"), 1, "base.objects[0].tapped"),
    (("base", "active"), 2, "base.active"),
    (("base", "step"), "LUNCH", "base.step"),
    (("base", "rng"), 12, "base.rng"),
    (("base", "turn"), 1.5, "base.turn"),
    (("base", "log", 0), {"rule": 1}, "base.log[0]"),
    (("base", "effects"), [{"op": "x"}], "base.effects[0]"),
    (("base", "delayed"), [deep(40)], "base.delayed[0]"),
    (("base", "combat"), {"attackers": 3}, "base.combat"),
    (("answers",), [deep(200)], "answers[0]"),
    (("answers",), [["pass", 1.5]], "answers[0][1]"),
    (("hash",), 12, "hash"),
    (("base", "surprise"), 1, "base"),
]


@pytest.mark.parametrize(("path", "value", "place"), DAMAGES,
                         ids=[".".join(map(str, d[0])) for d in DAMAGES])
def test_a_damaged_save_names_the_place(path: tuple[Any, ...], value: object, place: str) -> None:
    """Any part of a save of the wrong type, out of range or too deep is a SaveFileError
    naming the place (never AttributeError, TypeError or RecursionError)."""
    text = damaged(lambda d: set_path(d, path, value))
    with pytest.raises(SaveFileError) as caught:
        Game.load(text, "game.json")
    message = str(caught.value)
    assert message.startswith("game.json: damaged save: "), message
    assert place in message, message


def test_a_save_needs_its_hash_unless_the_caller_says_otherwise() -> None:
    """Without its hash a save's replay can't be checked: refused, unless
    require_hash=False, and then the schema still holds."""
    without = damaged(lambda d: d.pop("hash"))
    with pytest.raises(SaveFileError, match=r"game\.json: damaged save: hash: .*require_hash=False"):
        Game.load(without, "game.json")
    assert Game.load(without, require_hash=False).state_hash() == GAME.state_hash()

    def wrong_life(document: dict[str, Any]) -> None:
        document.pop("hash")
        document["base"]["players"][0]["life"] = "twenty"
    with pytest.raises(SaveFileError, match=r"base\.players\[0\]\.life: expected a whole number"):
        Game.load(damaged(wrong_life), require_hash=False)


def test_an_intact_save_loads_to_the_same_game() -> None:
    """A save the game wrote passes its schema and loads to the identical state."""
    assert Game.load(SAVED).state_hash() == GAME.state_hash()


@pytest.mark.parametrize("text", ["[" * 100_000, '{"format": ' + "9" * 5_000 + "}", "NaN",
                                  '{"format": "manastack-save", "x": Infinity}'])
def test_json_beyond_the_limits_is_refused(text: str) -> None:
    """JSON nested too deep, numbers of thousands of digits and non-numbers are refused
    as not JSON."""
    with pytest.raises(SaveFileError, match=r"^game\.json: not JSON"):
        Game.load(text, "game.json")


def test_a_state_no_game_reaches_is_a_save_file_error() -> None:
    """A save whose parts each have the right shape but that no game reaches (an object
    claims a zone it isn't listed in) is refused as damaged."""
    def move(document: dict[str, Any]) -> None:
        document["base"]["objects"][0]["zone"] = "exile"
    with pytest.raises(SaveFileError, match="damaged save"):
        Game.load(damaged(move), "game.json")
