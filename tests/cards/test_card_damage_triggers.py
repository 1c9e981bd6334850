"""Damage in both directions, compiled from Oracle text: a permanent's trigger when it is
dealt damage with "that many" the damage dealt (120.3e, 603.2: Saber Ants), and one
source dealing damage to two recipients in one sentence (120.1, 601.2c: Lunge)."""

from __future__ import annotations

from oracle_harness import attack, template

from helpers import ALICE, BOB, at_step, cast_resolved, do, game_at, life, name, pass_all, pass_until, zone

LIBRARY = ["Island"] * 6


@template("dealt_damage_trigger", "that_many", cards=("Saber Ants",))
def test_saber_ants_dealt_two_damage_makes_two_insects() -> None:
    """120.3e, 603.2: Bob's Shock deals 2 damage to Saber Ants (2/3); its ability
    triggers and Alice may create that many, two, 1/1 green Insect tokens; the Ants survive
    with the damage marked."""
    game, labels = game_at({"battlefield": [{"card": "Saber Ants", "label": "ants"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                           active="Bob")
    ants = labels["ants"]
    cast_resolved(game, "Shock", name(game, ants), by="Bob")
    pass_all(game)                      # the trigger resolves: Alice may create the tokens
    do(game, "yes", by="Alice")
    assert game.state.objects[ants].damage == 2
    insects = [o for o in game.state.battlefield
               if game.state.objects[o].card.name.startswith("Insect")]
    assert len(insects) == 2
    assert all(game.state.objects[o].controller == 0 for o in insects)


@template("more_damage", cards=("Lunge",))
def test_lunge_deals_two_to_a_creature_and_two_to_a_player() -> None:
    """120.1, 601.2c, 704.5g: Lunge's targets are chosen in the order written: Bob's Gray
    Ogre (2/2) is dealt 2 and dies, and Bob is dealt 2 (120.3a)."""
    game, labels = game_at({"battlefield": ["Mountain"] * 3, "hand": ["Lunge"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}],
                            "library": LIBRARY})
    cast_resolved(game, "Lunge", name(game, labels["ogre"]), "Bob")
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"]
    assert life(game, BOB) == 18


@template("combat_damage_player_trigger", "that_many", cards=("Cold-Eyed Selkie",))
def test_cold_eyed_selkie_draws_as_many_cards_as_the_combat_damage_it_dealt() -> None:
    """510.2, 120.3, 603.2: Cold-Eyed Selkie with two +1/+1 counters (a 3/3) deals 3 combat
    damage to Bob; its trigger lets Alice draw that many cards, three."""
    game, labels = game_at({"battlefield": [{"card": "Cold-Eyed Selkie", "label": "selkie",
                                             "counters": {"+1/+1": 2}}],
                            "library": LIBRARY}, {"library": LIBRARY})
    attack(game, labels["selkie"])
    pass_until(game, at_step("combat damage"))
    assert life(game, BOB) == 17
    pass_all(game)
    do(game, "yes", by="Alice")
    assert len(zone(game, ALICE, "hand")) == 3
    assert len(zone(game, ALICE, "library")) == len(LIBRARY) - 3
