"""Damage a permanent deals, as a trigger (603.2, 120.3), compiled from Oracle text and
played: "Whenever this creature deals damage, you gain that much life." (Exalted Angel)."""

from __future__ import annotations

from oracle_harness import attack, cast, template

from helpers import ALICE, BOB, blocked_attack, game_at, life, pass_all, pass_until, resolve


@template("deals_damage_self_trigger", "amount_that_much", cards=("Exalted Angel",))
def test_exalted_angel_gains_the_damage_it_deals_to_a_player() -> None:
    """510.2, 603.2: the unblocked Exalted Angel deals 4 combat damage to Bob; its trigger
    resolves and Alice gains that much, 4."""
    game, labels = game_at({"battlefield": [{"card": "Exalted Angel", "label": "angel"}],
                            "library": ["Plains"] * 3}, {"library": ["Island"] * 3})
    attack(game, labels["angel"])
    pass_until(game, lambda g: bool(g.state.stack))
    pass_all(game)
    assert life(game, BOB) == 16 and life(game, ALICE) == 24


def test_exalted_angel_gains_the_damage_it_deals_to_a_blocker() -> None:
    """120.3, 603.2: Bob's Exalted Angel, blocked by Alice's Giant Spider, deals its 4
    damage to the Spider, and Bob gains 4 (damage to a creature counts too)."""
    game, _ = blocked_attack([{"card": "Giant Spider", "label": "spider"}],
                             [{"card": "Exalted Angel", "label": "angel"}], "angel", "spider")
    assert life(game, BOB) == 24 and life(game, ALICE) == 20


def test_exalted_angel_with_its_damage_prevented_gains_nothing() -> None:
    """615.1, 603.2: after Alice's Fog, the Exalted Angel's combat damage is prevented: no
    damage is dealt, so nothing triggers and no life is gained."""
    game, labels = game_at({"battlefield": [{"card": "Exalted Angel", "label": "angel"},
                                            "Forest"],
                            "hand": ["Fog"], "library": ["Plains"] * 3},
                           {"library": ["Island"] * 3})
    cast(game, "Fog")
    resolve(game)
    attack(game, labels["angel"])
    pass_until(game, lambda g: g.state.step.value == "end of combat")
    assert life(game, BOB) == 20 and life(game, ALICE) == 20
