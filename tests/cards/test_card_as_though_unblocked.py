""""You may have this creature assign its combat damage as though it weren't blocked."
(101.1: the card's text overrides 510.1c's assignment to the blockers; the choice is made as
combat damage is assigned), compiled from Oracle text and played: Thorn Elemental."""

from __future__ import annotations

import pytest
from oracle_harness import attack, template

from helpers import ALICE, BOB, game_at, life, on_battlefield, pass_until, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _thorn_blocked() -> tuple[Game, dict[str, int]]:
    """Alice's Thorn Elemental (7/7) attacks Bob and is blocked by his Grizzly Bears."""
    game, labels = game_at({"battlefield": [{"card": "Thorn Elemental", "label": "t"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "g"}],
                            "library": LIBRARY})
    attack(game, labels["t"])
    pass_until(game, lambda g: g.decision is not None
               and g.decision.kind is DecisionKind.BLOCKERS)
    game.apply(texts(game)[0])                       # block with the Bears
    game.apply("done declaring blockers")
    pass_until(game, lambda g: g.decision is not None and g.decision.kind is DecisionKind.MAY)
    return game, labels


@template("assign_as_though_unblocked", cards=("Thorn Elemental",))
@pytest.mark.parametrize("unblocked", [True, False])
def test_thorn_elemental_may_hit_the_player_through_a_blocker(unblocked: bool) -> None:
    """Alice is asked as damage is assigned: "yes" deals all 7 to Bob and none to the
    Bears, which survive (and deal their 2 to the Elemental); "no" kills the Bears and Bob
    takes nothing."""
    game, labels = _thorn_blocked()
    assert game.state.players[game.decision.player].name == "Alice"
    game.apply("yes" if unblocked else "no")
    assert life(game, BOB) == (13 if unblocked else 20)
    assert on_battlefield(game, labels["g"]) == unblocked
    assert game.state.objects[labels["t"]].damage == 2
    assert life(game, ALICE) == 20
