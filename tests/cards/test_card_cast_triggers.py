"""Abilities that trigger on casting a spell, compiled from Oracle text: Young Pyromancer
("Whenever you cast an instant or sorcery spell"), prowess (702.108a), Eidolon of the Great
Revel ("Whenever a player casts a spell with mana value 3 or less").

A spell becomes cast once its costs are paid (601.2i); abilities that trigger on that wait
until a player would receive priority (603.3) and so go on the stack above the spell, and
resolve first."""

from __future__ import annotations

from oracle_harness import template

from helpers import (
    ALICE,
    BOB,
    at_step,
    battlefield,
    do,
    game_at,
    life,
    pass_all,
    pass_until,
    pay,
    pt,
    stack,
    zone,
)
from manastack.rules.decisions import DecisionKind


def test_young_pyromancer_triggers_when_the_spell_becomes_cast_and_resolves_first() -> None:
    """601.2i, 603.2, 603.3: the ability triggers only once Shock's cost is paid; it goes on
    the stack above Shock and resolves first (the Elemental is there while Shock still
    waits), then Shock resolves."""
    game, _ = game_at({"battlefield": ["Young Pyromancer", "Mountain"], "hand": ["Shock"]})
    do(game, "cast Shock", "target Bob")
    assert game.decision is not None and game.decision.kind is DecisionKind.MANA_PAYMENT
    assert stack(game) == ["Shock"] and not game.state.pending_triggers
    pay(game)
    rules = [entry.rule for entry in game.log()]
    assert rules.index("601.2h") < rules.index("603.3")       # paid, then triggered
    assert stack(game) == ["Young Pyromancer ability", "Shock"]
    pass_all(game)
    assert battlefield(game, ALICE).count("Elemental") == 1
    assert stack(game) == ["Shock"] and life(game, BOB) == 20
    pass_all(game)
    assert stack(game) == [] and life(game, BOB) == 18


def test_young_pyromancer_ability_resolves_even_if_the_spell_is_countered() -> None:
    """603.3, 608.2: the triggered ability is an object of its own on the stack: Bob
    counters Shock in response, and the Elemental is still created."""
    game, _ = game_at({"battlefield": ["Young Pyromancer", "Mountain"], "hand": ["Shock"]},
                      {"battlefield": ["Island", "Island"], "hand": ["Counterspell"]})
    do(game, "cast Shock", "target Bob")
    pay(game)
    do(game, "pass", by="Alice")
    do(game, "cast Counterspell", "target Shock", by="Bob")
    pay(game)
    assert stack(game) == ["Counterspell", "Young Pyromancer ability", "Shock"]
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Shock"]
    assert stack(game) == ["Young Pyromancer ability"]
    pass_all(game)
    assert battlefield(game, ALICE).count("Elemental") == 1 and life(game, BOB) == 20


def test_you_means_the_controller_of_the_source() -> None:
    """603.2, 603.3a: Bob controls Alice's Young Pyromancer (Mind Control): Alice's Shock
    doesn't trigger it, Bob's does, and Bob gets the Elemental."""
    game, _ = game_at(
        {"battlefield": [{"card": "Young Pyromancer", "label": "pyro"}, "Mountain"],
         "hand": ["Shock"]},
        {"battlefield": ["Mountain", {"card": "Mind Control", "attached_to": "pyro"}],
         "hand": ["Shock"]})
    do(game, "cast Shock", "target Bob")
    pay(game)
    assert stack(game) == ["Shock"]
    do(game, "pass", by="Alice")
    do(game, "cast Shock", "target Alice", by="Bob")
    pay(game)
    assert stack(game) == ["Young Pyromancer ability", "Shock", "Shock"]
    pass_all(game)
    assert battlefield(game, BOB).count("Elemental") == 1
    assert "Elemental" not in battlefield(game, ALICE)


def test_prowess_pumps_before_the_spell_resolves_and_only_for_noncreature_spells() -> None:
    """702.108a: a creature spell doesn't trigger prowess; Shock does, and the +1/+1 is
    there before Shock resolves (601.2i, 603.3); it lasts until end of turn (514.2)."""
    game, labels = game_at({"battlefield": [{"card": "Monastery Swiftspear", "label": "s"}]
                            + ["Mountain"] * 4, "hand": ["Gray Ogre", "Shock"],
                            "library": ["Mountain"] * 3},
                           {"library": ["Mountain"] * 3})
    do(game, "cast Gray Ogre")
    pay(game)
    assert stack(game) == ["Gray Ogre"]
    pass_all(game)
    do(game, "cast Shock", "target Bob")
    pay(game)
    assert stack(game) == ["Monastery Swiftspear ability", "Shock"]
    pass_all(game)
    assert pt(game, labels["s"]) == (2, 3) and stack(game) == ["Shock"]
    pass_all(game)
    pass_until(game, at_step("upkeep", "Bob"))
    assert pt(game, labels["s"]) == (1, 2)


def test_mana_value_of_a_spell_on_the_stack_counts_x() -> None:
    """202.3e, 601.2i: Blaze cast with X=3 has mana value 4 on the stack, so "a spell with
    mana value 3 or less" doesn't trigger; with X=1 (mana value 2) it does, and "that
    player" is the caster."""
    game, labels = game_at({"battlefield": ["Eidolon of the Great Revel"] + ["Mountain"] * 6,
                            "hand": [{"card": "Blaze", "label": "big"},
                                     {"card": "Blaze", "label": "small"}]})
    do(game, f"cast Blaze#{labels['big']}", "X=3", "target Bob")
    pay(game)
    assert stack(game) == ["Blaze"]
    pass_all(game)
    assert life(game, BOB) == 17
    do(game, f"cast Blaze#{labels['small']}", "X=1", "target Bob")
    pay(game)
    assert stack(game) == ["Eidolon of the Great Revel ability", "Blaze"]
    pass_all(game)
    assert life(game, ALICE) == 18 and life(game, BOB) == 17


@template("spell_desc", cards=("Sram, Senior Edificer",))
def test_sram_draws_for_an_equipment_spell_not_for_a_creature_spell() -> None:
    """601.2i, 603.2, 205.3g: "an Aura, Equipment, or Vehicle spell" is a series of three
    subtypes; Sram's ability triggers on Alice's Bonesplitter (an Equipment) and she draws a
    card, and not on her Grizzly Bears."""
    game, _ = game_at({"battlefield": ["Sram, Senior Edificer"] + ["Forest"] * 3,
                       "hand": ["Bonesplitter", "Grizzly Bears"], "library": ["Island"] * 4})
    do(game, "cast Bonesplitter")
    pay(game)
    assert stack(game) == ["Sram, Senior Edificer ability", "Bonesplitter"]
    pass_all(game)
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Grizzly Bears", "Island"]
    do(game, "cast Grizzly Bears")
    pay(game)
    assert stack(game) == ["Grizzly Bears"]
