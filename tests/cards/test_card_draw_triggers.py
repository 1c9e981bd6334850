"""Another player's draw as a trigger event, compiled from Oracle text and played:
"Whenever an opponent draws a card, this creature deals 1 damage to that player." (Fate
Unraveler; 121.1, 603.2)."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, BOB, cast_resolved, game_at, life, pass_all, take_first

LIBRARY = ["Swamp"] * 8


@template("player_draw_trigger", cards=("Fate Unraveler",))
def test_fate_unraveler_deals_one_damage_per_card_an_opponent_draws() -> None:
    """Fate Unraveler (121.1, 121.2, 603.2): Bob's draw step costs him 1 life; Sign in Blood
    makes Bob draw two cards, one trigger each (2 damage); Alice's own draws don't trigger."""
    game, _ = game_at({"hand": ["Sign in Blood", "Sign in Blood"], "library": LIBRARY,
                       "battlefield": ["Fate Unraveler", *["Swamp"] * 4]},
                      {"library": LIBRARY})
    cast_resolved(game, "Sign in Blood", "Bob")
    take_first(game)      # 603.3b: Alice orders her two triggers
    pass_all(game)
    pass_all(game)
    assert life(game, BOB) == 18 - 2, "two draws, two triggers (121.2)"
    cast_resolved(game, "Sign in Blood", "Alice")
    assert life(game, ALICE) == 18 and life(game, BOB) == 16
    pass_until(game, "precombat main", turn=4)
    assert life(game, BOB) == 15, "504.1: Bob's draw step draw"
