"""500.7: extra turns. "Take an extra turn after this one." adds a turn directly after the
current one; of several extra turns, the most recently created is taken first; a player
who has left the game takes none (800.4k). Time Walk and Time Warp are the real cards."""

from __future__ import annotations

from helpers import ALICE, BOB, cites, do, game_at, pass_all, pass_until, pay, target_and_pay
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _turns(game: Game, count: int) -> list[str]:
    """The active players of the next `count` turns."""
    seen: list[str] = []
    for _ in range(count):
        turn = game.state.turn
        pass_until(game, lambda g, t=turn: g.state.turn == t + 1)     # type: ignore[misc]
        seen.append(game.state.players[game.state.active].name)
    return seen


def test_500_7_an_extra_turn_comes_directly_after_this_one() -> None:
    """500.7: Alice casts Time Walk in her turn 3: turn 4 is hers again, then turn 5 is
    Bob's (101.4)."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Time Walk"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Time Walk")
    pay(game)
    pass_all(game)
    assert cites(game, "500.7") and game.state.extra_turns == (ALICE,)
    assert _turns(game, 2) == ["Alice", "Bob"]
    assert game.state.extra_turns == ()


def test_500_7_the_most_recently_created_extra_turn_is_taken_first() -> None:
    """500.7: Alice gives Bob an extra turn (Time Warp), then herself one (Time Walk): her
    extra turn, created last, comes first, then Bob's, then Bob's normal turn."""
    game, _ = game_at({"battlefield": ["Island"] * 7, "hand": ["Time Warp", "Time Walk"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Time Warp")
    target_and_pay(game, "Bob")
    pass_all(game)
    do(game, "cast Time Walk")
    pay(game)
    pass_all(game)
    assert game.state.extra_turns == (ALICE, BOB)
    assert _turns(game, 3) == ["Alice", "Bob", "Bob"]


def test_500_7_extra_turns_survive_a_save_and_load() -> None:
    """500.7: the extra turns to come are part of the game: a saved and loaded game holds
    them (and the state hash counts them)."""
    game, _ = game_at({"battlefield": ["Island", "Island"], "hand": ["Time Walk"],
                       "library": LIBRARY}, {"library": LIBRARY})
    before = game.state_hash()
    do(game, "cast Time Walk")
    pay(game)
    pass_all(game)
    loaded = Game.load(game.save())
    assert loaded.state.extra_turns == (ALICE,) and loaded.state_hash() == game.state_hash()
    assert game.state_hash() != before
    assert _turns(loaded, 1) == ["Alice"]
