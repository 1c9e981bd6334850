"""115.10a: an object or player a spell affects isn't its target unless the spell says
"target": hexproof and shroud stop targets, not effects that name no target; 702.11h:
hexproof twice is hexproof once."""

from __future__ import annotations

from helpers import BOB, battlefield, do, game_at, pass_all, pay, texts
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards

LIBRARY = ["Plains"] * 4


def test_a_hexproof_creature_is_destroyed_by_an_effect_without_a_target() -> None:
    """115.10a, 702.11b: Alice can't target Bob's Gladecover Scout (hexproof) with
    Lightning Bolt, but Day of Judgment ("Destroy all creatures") destroys it."""
    game, labels = game_at(
        {"hand": ["Lightning Bolt", "Day of Judgment"],
         "battlefield": ["Mountain", "Plains", "Plains", "Plains"], "library": LIBRARY},
        {"battlefield": [{"card": "Gladecover Scout", "label": "scout"}], "library": LIBRARY})
    fork = game.fork()
    do(fork, "cast Lightning Bolt")
    assert f"target Gladecover Scout#{labels['scout']}" not in texts(fork)
    do(game, "cast Day of Judgment")
    pay(game)
    pass_all(game)
    assert "Gladecover Scout" not in battlefield(game, BOB)


def test_hexproof_twice_is_hexproof_once() -> None:
    """702.11h, 702.11b: Slippery Bogle (hexproof) given hexproof again by Bob has hexproof
    and still can't be targeted by Alice's Lightning Bolt."""
    gift = {"name": "Gift of Hexproof", "mana_cost": "{G}", "type_line": "Instant",
            "text": "Target creature gains hexproof until end of turn."}
    game, labels = game_at(
        {"hand": ["Lightning Bolt"], "battlefield": ["Mountain"], "library": LIBRARY},
        {"hand": ["Gift of Hexproof"], "battlefield": ["Forest",
                                                      {"card": "Slippery Bogle", "label": "bogle"}],
         "library": LIBRARY}, active="Bob", cards=inline_cards([gift]))
    bogle = labels["bogle"]
    do(game, "cast Gift of Hexproof", f"target Slippery Bogle#{bogle}")
    pay(game, required=False)
    pass_all(game)
    assert "hexproof" in characteristics(game.state, bogle).keywords
    do(game, "pass", by="Bob")
    do(game, "cast Lightning Bolt", by="Alice")
    assert f"target Slippery Bogle#{bogle}" not in texts(game)
