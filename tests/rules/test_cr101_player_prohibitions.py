"""101.2: a "can't" of a static ability that forbids players an action (Angelic Arbiter) is
judged as they would act, from the per-turn records it reads: the creatures each player
attacked with this turn (508.1), which start again at 0 as each turn begins (500.1) and are
part of saves and the state hash."""

from __future__ import annotations

from helpers import ALICE, at_step, game_at, name, pass_until
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def test_101_2_the_attackers_record_counts_and_starts_again_each_turn() -> None:
    """508.1: Alice attacks with two creatures; her record is 2 in her postcombat main phase,
    survives a save and load with the same state hash, and is 0 again in Bob's turn, so
    Angelic Arbiter's "who attacked with a creature this turn" holds only that turn (101.2)."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "a"},
                                            {"card": "Hill Giant", "label": "b"}],
                            "library": LIBRARY},
                           {"battlefield": ["Angelic Arbiter"], "library": LIBRARY})
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.ATTACKERS)
    for oid in (labels["a"], labels["b"]):
        game.apply(f"attack with {name(game, oid)} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, at_step("postcombat main"))
    assert game.state.players[ALICE].attackers_this_turn == 2
    loaded = Game.load(game.save())
    assert loaded.state.players[ALICE].attackers_this_turn == 2
    assert loaded.state_hash() == game.state_hash()
    pass_until(game, at_step("upkeep", "Bob"))
    assert game.state.players[ALICE].attackers_this_turn == 0
