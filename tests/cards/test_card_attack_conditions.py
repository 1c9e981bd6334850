"""Restrictions on attacking with a condition (508.1c), compiled from Oracle text and
played: "This creature can't attack unless there are five or more Islands on the
battlefield." (Harbor Serpent)."""

from __future__ import annotations

import pytest
from oracle_harness import pass_until, template

from helpers import BOB, game_at, life, name, texts
from manastack.errors import ManastackError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _serpent_at_attackers(alice_islands: int, bob_islands: int) -> tuple[Game, int]:
    game, labels = game_at(
        {"battlefield": [{"card": "Harbor Serpent", "label": "serpent"}]
         + ["Island"] * alice_islands, "library": LIBRARY},
        {"battlefield": ["Island"] * bob_islands, "library": LIBRARY})
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    return game, labels["serpent"]


@template("cant_attack_unless", "battlefield_count", cards=("Harbor Serpent",))
def test_harbor_serpent_attacks_once_the_battlefield_has_five_islands() -> None:
    """Harbor Serpent (508.1c): with three Islands of Alice's and two of Bob's (every
    player's count) it attacks and deals 5 damage."""
    game, serpent = _serpent_at_attackers(3, 2)
    game.apply(f"attack with {name(game, serpent)} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, "end", turn=3)
    assert life(game, BOB) == 15


def test_harbor_serpent_cant_attack_with_four_islands_and_says_why() -> None:
    """Harbor Serpent (508.1c): with four Islands on the battlefield it isn't offered as an
    attacker, and declaring it is refused naming the restriction."""
    game, serpent = _serpent_at_attackers(3, 1)
    assert not any(t.startswith("attack with Harbor Serpent") for t in texts(game))
    with pytest.raises(ManastackError, match=r"508\.1c: This creature can.t attack unless"):
        game.apply(f"attack with {name(game, serpent)} -> Bob")
