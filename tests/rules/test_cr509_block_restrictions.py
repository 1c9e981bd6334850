"""509.1b: restrictions on blocking with a condition ("can't block unless ...", "can't
attack or block unless ...") are checked as blockers are declared, for the creature that has
the restriction only."""

from __future__ import annotations

from helpers import do, game_at, name, pass_all, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _to_blockers(alice: list[object], hand: list[str]) -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"battlefield": alice, "hand": hand, "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "attacker"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['attacker'])} -> Alice",
       "done declaring attackers", by="Bob")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS
    return game, labels


def test_the_block_restriction_binds_only_the_creature_that_has_it() -> None:
    """509.1b: with two cards in Alice's hand Hazoret the Fervent can't block, and her
    Grizzly Bears still can."""
    game, labels = _to_blockers([{"card": "Hazoret the Fervent", "label": "hazoret"},
                                 {"card": "Grizzly Bears", "label": "bears"}], ["Shock", "Shock"])
    offered = texts(game)
    attacker = name(game, labels["attacker"])
    assert f"block {attacker} with {name(game, labels['bears'])}" in offered
    assert f"block {attacker} with {name(game, labels['hazoret'])}" not in offered


def test_a_met_block_condition_allows_the_block() -> None:
    """509.1b: the restriction holds only while its condition fails: Alice controls a
    Vampire as blockers are declared, so Mindless Null may block."""
    game, labels = _to_blockers([{"card": "Mindless Null", "label": "null"},
                                 "Vampire Nighthawk"], [])
    assert f"block {name(game, labels['attacker'])} with {name(game, labels['null'])}" \
        in texts(game)
