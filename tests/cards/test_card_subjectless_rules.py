"""A combat rule for the turn whose subject is left unwritten (608.2c): Distortion Strike's
"Target creature gets +1/+0 until end of turn and can't be blocked this turn." (509.1b),
compiled from Oracle text and played, with its rebound (702.88a)."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, template

from helpers import ALICE, BOB, game_at, life, pass_all, pt, texts, who, zone
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 8


@template("its_rule_this_turn", "rebound", cards=("Distortion Strike",))
def test_distortion_strike_makes_its_target_unblockable_this_turn() -> None:
    """509.1b, 611.2a: Alice's Grizzly Bears gets +1/+0 and can't be blocked: Bob's Hill
    Giant is offered no block, and the Bears deal 3; the spell is exiled (rebound)."""
    game, labels = game_at(
        {
            "hand": ["Distortion Strike"],
            "battlefield": ["Island", {"card": "Grizzly Bears", "label": "bears"}],
            "library": LIBRARY,
        },
        {"battlefield": ["Hill Giant"], "library": LIBRARY},
    )
    cast(game, "Distortion Strike", "Grizzly Bears")
    pass_all(game)
    assert pt(game, labels["bears"]) == (3, 2)
    assert zone(game, ALICE, "exile") == ["Distortion Strike"]
    attack(game, labels["bears"])
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.BLOCKERS, who(game)
    assert not any(t.startswith("block") for t in texts(game))
    game.apply("done declaring blockers")
    pass_until(game, "postcombat main")
    assert life(game, BOB) == 17
