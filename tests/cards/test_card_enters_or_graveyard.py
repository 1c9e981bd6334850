""" "When this artifact enters or is put into a graveyard from the battlefield, ..." (603.2,
603.6a, 603.6c, 603.10a) on real cards: Ichor Wellspring, Servo Schematic."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, pass_all, permanents, resolve, stack, zone

LIBRARY = ["Island"] * 6


@template("enters_or_graveyard_self_trigger", cards=("Ichor Wellspring",))
def test_ichor_wellspring_draws_as_it_enters_and_as_it_is_destroyed() -> None:
    """603.6a: Ichor Wellspring entering triggers its ability (Alice draws a card); 603.10a:
    destroyed by Shatter, it looks back in time and triggers again from the graveyard."""
    game, _ = game_at(
        {
            "battlefield": ["Island", "Island", "Mountain", "Mountain"],
            "hand": ["Ichor Wellspring", "Shatter"],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    cast(game, "Ichor Wellspring")
    pass_all(game)
    assert any("Ichor Wellspring" in s for s in stack(game))
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Shatter", "Island"]
    cast(game, "Shatter", "Ichor Wellspring")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Ichor Wellspring", "Shatter"]
    assert any("Ichor Wellspring" in s for s in stack(game))
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island", "Island"]


@template("enters_or_graveyard_self_trigger", cards=("Servo Schematic",))
def test_servo_schematic_creates_a_servo_on_each_event() -> None:
    """603.6c: Servo Schematic creates a Servo as it enters and again as it is destroyed, once
    each (603.2)."""
    game, _ = game_at(
        {
            "battlefield": ["Plains", "Plains", "Mountain", "Mountain"],
            "hand": ["Servo Schematic", "Shatter"],
            "library": LIBRARY,
        },
        {"library": LIBRARY},
    )
    cast(game, "Servo Schematic")
    pass_all(game)
    pass_all(game)
    assert permanents(game, ALICE).count("Servo") == 1
    cast(game, "Shatter", "Servo Schematic")
    resolve(game)
    pass_all(game)
    assert permanents(game, ALICE).count("Servo") == 2
