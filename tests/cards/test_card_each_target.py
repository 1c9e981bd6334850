"""Several targets, each affected (601.2c), compiled from Oracle text and played: "Up to two
target creatures each get +2/+2 until end of turn." (Dauntless Onslaught), "Prevent all
damage one or two target creatures would deal this turn." (Soul Parry, 615.1a)."""

from __future__ import annotations

from oracle_harness import attack, cast, pass_until, pay, template

from helpers import ALICE, BOB, game_at, life, name, pt, resolve


@template("modify", cards=("Dauntless Onslaught",))
def test_dauntless_onslaught_pumps_each_of_two_targets() -> None:
    """601.2c, 611.2a: Dauntless Onslaught targets Alice's Grizzly Bears and Bob's Raging
    Goblin; each gets +2/+2 until end of turn."""
    game, labels = game_at({"battlefield": ["Plains"] * 3 + [
        {"card": "Grizzly Bears", "label": "bears"}], "hand": ["Dauntless Onslaught"]},
        {"battlefield": [{"card": "Raging Goblin", "label": "goblin"}]})
    cast(game, "Dauntless Onslaught", name(game, labels["bears"]), name(game, labels["goblin"]))
    resolve(game)
    assert pt(game, labels["bears"]) == (4, 4) and pt(game, labels["goblin"]) == (3, 3)


@template("one_or_more_target_objects", "prevent_damage_dealt_by", cards=("Soul Parry",))
def test_soul_parry_prevents_the_damage_its_targets_would_deal() -> None:
    """615.1a, 601.2c: Alice's Soul Parry targets her Raging Goblin only (one target of at
    most two); the Goblin attacks and its combat damage to Bob is prevented, while the
    untargeted Grizzly Bears deal theirs."""
    game, labels = game_at({"battlefield": [{"card": "Raging Goblin", "label": "goblin"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Plains", "Plains"],
                            "hand": ["Soul Parry"], "library": ["Plains"] * 3},
                           {"library": ["Plains"] * 3})
    game.apply("cast Soul Parry")
    game.apply(f"target {name(game, labels['goblin'])}")
    game.apply("no more targets")
    pay(game)
    resolve(game)
    attack(game, labels["goblin"], labels["bears"])
    pass_until(game, "end of combat")
    assert life(game, BOB) == 18 and life(game, ALICE) == 20
