"""601.2i: the per-turn record of the spells each player cast (`Player.spells_cast_this_turn`):
a spell counts once it becomes cast, lands and abilities don't (305.1, 602), each player
has their own count, it starts again at each turn (500), and forks and saves keep it."""

from __future__ import annotations

import json

import pytest

from helpers import (
    ALICE,
    BOB,
    at_step,
    do,
    game_at,
    pass_all,
    pass_until,
    pay,
    stack,
)
from manastack.errors import SaveFileError
from manastack.game import Game

LIBRARY = ["Island"] * 5        # so that nobody loses by drawing from an empty library


def counts(game: Game) -> tuple[int, int]:
    """Alice's and Bob's spells cast this turn."""
    return tuple(p.spells_cast_this_turn for p in game.state.players[:2])  # type: ignore[return-value]


def shock_bob(game: Game) -> None:
    do(game, "cast Shock", "target Bob")
    pay(game)


def test_a_spell_counts_once_it_becomes_cast() -> None:
    """601.2a / 601.2i: a spell that is announced and on the stack, its costs not yet paid,
    isn't cast yet; once paid it is, and Alice's count is 1."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"]})
    do(game, "cast Shock", "target Bob")
    assert stack(game) == ["Shock"] and counts(game) == (0, 0)
    pay(game)
    assert counts(game) == (1, 0)


def test_each_player_counts_their_own_spells() -> None:
    """601.2i: Alice casts two Shocks, Bob responds with one: 2 for Alice, 1 for Bob; the
    count is of spells cast, so it stays when they resolve."""
    game, _ = game_at({"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"]},
                      {"hand": ["Shock"], "battlefield": ["Mountain"]})
    shock_bob(game)
    do(game, "pass")                  # Bob gets priority
    do(game, "cast Shock", "target Alice")
    pay(game)
    assert counts(game) == (1, 1)
    pass_all(game, until_stack_changes=True)      # Bob's Shock resolves
    pass_all(game, until_stack_changes=True)      # Alice's Shock resolves
    shock_bob(game)
    assert counts(game) == (2, 1)


def test_lands_and_abilities_are_not_spells_cast() -> None:
    """305.1 / 602.1 / 605: playing a land, activating Prodigal Pyromancer's ability and
    tapping a Mountain for mana cast no spell."""
    game, _ = game_at({"hand": ["Mountain"],
                       "battlefield": [{"card": "Prodigal Pyromancer", "label": "pyro"}]})
    do(game, "play Mountain")
    pyro = next(t for t in game.legal_choices() if str(t).startswith("activate Prodigal"))
    game.apply(pyro)
    do(game, "target Bob")
    pass_all(game, until_stack_changes=True)
    assert counts(game) == (0, 0)


def test_the_count_starts_again_each_turn() -> None:
    """500 / 601.2i: a count given by the position (Alice has cast two spells) goes on
    with her Shock (3) and is 0 for both players at the next turn."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"], "library": LIBRARY,
                       "spells_cast_this_turn": 2},
                      {"library": LIBRARY, "spells_cast_this_turn": 1})
    shock_bob(game)
    assert counts(game) == (3, 1)
    pass_until(game, at_step("upkeep", "Bob", turn=4))
    assert counts(game) == (0, 0)


def test_forks_and_saves_keep_the_count_exactly() -> None:
    """A fork and a loaded save hold the same count (and the same state) as the game; the
    fork's own spell changes only the fork."""
    game, _ = game_at({"hand": ["Shock", "Shock"], "battlefield": ["Mountain", "Mountain"]})
    shock_bob(game)
    fork = game.fork()
    loaded = Game.load(game.save())
    assert counts(fork) == counts(loaded) == (1, 0)
    assert loaded.state_hash() == fork.state_hash() == game.state_hash()
    shock_bob(fork)
    assert counts(fork) == (2, 0) and counts(game) == (1, 0)
    assert counts(Game.load(fork.save())) == (2, 0)


def test_a_save_without_the_record_loads_with_none_cast() -> None:
    """A save written before the record existed (its players have no
    `spells_cast_this_turn`, and no hash of it: loaded with require_hash=False) loads with
    a count of 0, the same state as the game's; the loaded game counts the spells cast
    from then on."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"]})
    document = json.loads(game.save())
    for player in document["base"]["players"]:
        del player["spells_cast_this_turn"]
    del document["hash"]
    loaded = Game.load(json.dumps(document), require_hash=False)
    assert loaded.state_hash() == game.state_hash()
    shock_bob(loaded)
    assert counts(loaded) == (1, 0)


def test_a_damaged_count_is_rejected() -> None:
    """Loading checks the replayed state against the saved hash, so a save whose count was
    edited doesn't load."""
    game, _ = game_at({"hand": ["Shock"], "battlefield": ["Mountain"]})
    document = json.loads(game.save())
    document["base"]["players"][BOB]["spells_cast_this_turn"] = 4
    with pytest.raises(SaveFileError, match="differs"):
        Game.load(json.dumps(document))
    assert game.state.players[ALICE].spells_cast_this_turn == 0
