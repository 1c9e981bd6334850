"""A permanent's own "Prevent all [combat] damage that would be dealt to this creature [by
...]" (615.1, 615.1a, 615.6, 609.7), compiled from Oracle text and played: Armored
Transport, Wall of Vapor, Seraph of the Sword, Champion Lancer."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, blocked_attack, cast_resolved, cites, game_at, name, zone
from manastack.game import Game


def _damage(game: Game, oid: int) -> int:
    return int(game.state.obj(oid).damage)


@template("static_prevention", "dealers_blocking_it", cards=("Armored Transport",))
def test_armored_transport_takes_no_damage_from_its_blocker() -> None:
    """615.1a, 615.6: Bob's Armored Transport, blocked by Alice's Hill Giant (509.1h), is
    dealt none of the Giant's 3 combat damage and survives; the Giant is dealt 2."""
    game, labels = blocked_attack([{"card": "Hill Giant", "label": "giant"}],
                                  [{"card": "Armored Transport", "label": "transport"}],
                                  "transport", "giant")
    assert "Armored Transport" in zone(game, BOB, "battlefield")
    assert _damage(game, labels["transport"]) == 0
    assert _damage(game, labels["giant"]) == 2
    assert cites(game, "615.6")


def test_armored_transport_is_dealt_damage_by_other_sources() -> None:
    """609.7: only creatures blocking it are covered: Alice's Lightning Bolt (not combat
    damage, not a blocker) destroys it (704.5g)."""
    game, labels = game_at({"battlefield": ["Mountain"], "hand": ["Lightning Bolt"],
                            "library": ["Island"] * 6},
                           {"battlefield": [{"card": "Armored Transport", "label": "transport"}],
                            "library": ["Island"] * 6})
    cast_resolved(game, "Lightning Bolt", name(game, labels["transport"]))
    assert "Armored Transport" in zone(game, BOB, "graveyard")


@template("static_prevention", "dealers_it_blocks", cards=("Wall of Vapor",))
def test_wall_of_vapor_takes_no_damage_from_what_it_blocks() -> None:
    """615.1a: Alice's Wall of Vapor blocks Bob's Hill Giant: the Giant's 3 damage to it is
    prevented (it blocks the Giant, 509.1h)."""
    game, labels = blocked_attack([{"card": "Wall of Vapor", "label": "wall"}],
                                  [{"card": "Hill Giant", "label": "giant"}], "giant", "wall")
    assert _damage(game, labels["wall"]) == 0
    assert "Wall of Vapor" in zone(game, ALICE, "battlefield")


@template("static_prevention", cards=("Seraph of the Sword",))
def test_seraph_of_the_sword_takes_no_combat_damage_but_burns() -> None:
    """615.1a: Alice's Seraph of the Sword blocks Bob's Hill Giant and is dealt none of its
    combat damage; a Lightning Bolt (noncombat damage) is dealt in full (120.3)."""
    game, labels = blocked_attack([{"card": "Seraph of the Sword", "label": "seraph"}],
                                  [{"card": "Hill Giant", "label": "giant"}, "Mountain"],
                                  "giant", "seraph", bob_hand=("Lightning Bolt",),
                                  until="postcombat main")
    seraph = labels["seraph"]
    assert _damage(game, seraph) == 0
    cast_resolved(game, "Lightning Bolt", name(game, seraph), by="Bob")
    assert "Seraph of the Sword" in zone(game, ALICE, "graveyard")


@template("static_prevention", cards=("Champion Lancer",))
def test_champion_lancer_is_dealt_no_damage_by_creatures() -> None:
    """609.7, 615.1a: "by creatures": Bob's Hill Giant's combat damage to Alice's blocking
    Champion Lancer is prevented, judged by the source's characteristics as it deals it."""
    game, labels = blocked_attack([{"card": "Champion Lancer", "label": "lancer"}],
                                  [{"card": "Hill Giant", "label": "giant"}], "giant", "lancer")
    assert _damage(game, labels["lancer"]) == 0
    assert "Hill Giant" in zone(game, BOB, "graveyard")
