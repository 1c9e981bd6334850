"""Flipping a coin (705), compiled from Oracle text and played: "Flip a coin. If you win the
flip, sacrifice this artifact and draw three cards." (Sorcerer's Strongbox) and "... If
you lose the flip, ..." (Viashino Sandswimmer)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, battlefield, do, game_at, log_has, pass_all, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _strongbox_flipping() -> Game:
    """Alice activates Sorcerer's Strongbox; its ability resolves and she must call."""
    game, labels = game_at({"battlefield": [{"card": "Sorcerer's Strongbox", "label": "box"},
                                            "Island", "Island"], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["box"])
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.CALL
    assert texts(game) == ["heads", "tails"]
    return game


@template("coin_flip", "flip_won", cards=("Sorcerer's Strongbox",))
def test_sorcerers_strongbox_wins_on_one_call_and_loses_on_the_other() -> None:
    """Sorcerer's Strongbox (705.2): the same flip called both ways: on the call that
    matches, Alice wins, sacrifices the Strongbox and draws three cards; on the other she
    loses and nothing happens."""
    game = _strongbox_flipping()
    outcomes = []
    for call in ("heads", "tails"):
        fork = game.fork()
        do(fork, call)
        outcomes.append((battlefield(fork, ALICE).count("Sorcerer's Strongbox"),
                         len(zone(fork, ALICE, "hand")), zone(fork, ALICE, "graveyard")))
    assert sorted(outcomes) == [(0, 3, ["Sorcerer's Strongbox"]), (1, 0, [])]


@template("flip_lost", cards=("Viashino Sandswimmer",))
def test_viashino_sandswimmer_returns_on_a_won_flip_and_is_sacrificed_on_a_lost_one() -> None:
    """Viashino Sandswimmer (705.2, 701.21a): called both ways, the won flip returns it to
    Alice's hand and the lost one sacrifices it; the log says the call and the result."""
    game, labels = game_at({"battlefield": [{"card": "Viashino Sandswimmer", "label": "v"},
                                            "Mountain"], "library": LIBRARY},
                           {"library": LIBRARY})
    activate(game, labels["v"])
    pass_all(game)
    outcomes = []
    for call in ("heads", "tails"):
        fork = game.fork()
        do(fork, call)
        assert log_has(fork, f"705.2: Alice calls {call}, the coin comes up")
        outcomes.append((zone(fork, ALICE, "hand"), zone(fork, ALICE, "graveyard")))
    assert sorted(outcomes) == [([], ["Viashino Sandswimmer"]), (["Viashino Sandswimmer"], [])]
