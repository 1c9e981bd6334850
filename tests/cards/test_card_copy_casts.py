"""A delayed triggered ability copying the spells its controller casts this turn (603.7a,
603.7b, 707.10), compiled from Oracle text and played: The Mirari Conjecture's "III — Until
end of turn, whenever you cast an instant or sorcery spell, copy it. You may choose new
targets for the copy."."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, BOB, cites, game_at, life, pass_all, stack
from manastack.game import Game

LIBRARY = ["Mountain"] * 8


def _conjecture_read() -> Game:
    """Alice's The Mirari Conjecture, with two lore counters, gets its third at her
    precombat main phase (714.3b); chapter III resolves and the Saga is sacrificed."""
    game, _labels = game_at(
        {
            "battlefield": [
                "Mountain",
                "Mountain",
                {"card": "The Mirari Conjecture", "counters": {"lore": 2}},
            ],
            "hand": ["Lightning Bolt", "Lightning Bolt"],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
        step="upkeep",
    )
    pass_until(game, "precombat main")
    assert stack(game) == ["The Mirari Conjecture ability"]
    pass_all(game)
    assert cites(game, "603.7a")
    return game


def _bolt_bob(game: Game) -> None:
    bolt = game.state.players[ALICE].hand[0]
    cast(game, f"Lightning Bolt#{bolt}", "Bob")
    pass_all(game)  # the delayed trigger, if any, resolves first (405.5)


@template("copy_casts_this_turn", cards=("The Mirari Conjecture",))
def test_each_instant_alice_casts_this_turn_is_copied() -> None:
    """603.7b, 707.10, 707.10c: each Lightning Bolt Alice casts that turn is copied (the
    copy keeping its target unless she chooses new ones): Bob takes 6 from each."""
    game = _conjecture_read()
    for expected in (14, 8):
        _bolt_bob(game)
        decision = game.decision
        assert decision is not None and "new targets" in decision.prompt
        game.apply("no")
        assert stack(game) == ["Lightning Bolt", "Lightning Bolt"]
        pass_all(game)
        pass_all(game)
        assert life(game, BOB) == expected and not game.state.stack


def test_the_copying_ends_with_the_turn() -> None:
    """603.7b: the delayed triggered ability lasts for the turn only: in Alice's next turn
    her Lightning Bolt is not copied."""
    game = _conjecture_read()
    pass_until(game, "precombat main", turn=5)
    _bolt_bob(game)
    assert life(game, BOB) == 17 and not game.state.stack
