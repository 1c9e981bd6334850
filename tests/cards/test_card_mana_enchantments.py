"""The mana enchantments and Mind Control (cards/defs/mana.py) and their rulings: Mana
Reflection, Contamination, Heartbeat of Spring, Overgrowth, Wild Growth, Gauntlet of Power
(an artifact) and Mind Control."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table

from helpers import position
from manastack.rules.layers import characteristics

FOREST = "{T}: Add {G}."
SOL_RING = "{T}: Add {C}{C}."
BIRDS = "{T}: Add one mana of any color."
LIBRARY = ["Island"] * 6


# -- Mana Reflection ---------------------------------------------------------------------------
def test_two_mana_reflections_quadruple() -> None:
    """Mana Reflection ruling: each applies once; with two, a Forest makes four {G}."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        "Mana Reflection", "Mana Reflection"]}))
    t.do(f"activate $forest: {FOREST}")
    if t.kind() == "replacement-order":
        t.do(t.options()[0])
    assert t.pool() == "{G}{G}{G}{G}"


def test_mana_reflection_only_for_its_controller() -> None:
    """Mana Reflection: "If you tap a permanent": Bob's Forest isn't doubled by Alice's
    Reflection."""
    t = Table(position({"battlefield": ["Mana Reflection"]},
                       {"battlefield": [{"card": "Forest", "label": "forest"}]}, active="Bob"))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool("Bob") == "{G}"


def test_mana_reflection_doubles_a_creatures_mana_ability_too() -> None:
    """Mana Reflection applies to any permanent tapped for mana: Birds of Paradise adds
    {U}{U}."""
    t = Table(position({"battlefield": [{"card": "Birds of Paradise", "label": "birds"},
                                        "Mana Reflection"]}))
    t.do(f"activate $birds: {BIRDS}", "add {U}")
    assert t.pool() == "{U}{U}"


def test_the_automatic_payer_counts_doubled_mana() -> None:
    """605.3a, 601.2g: with Mana Reflection one Forest pays for Grizzly Bears."""
    t = Table(position({"hand": ["Grizzly Bears"],
                        "battlefield": [{"card": "Forest", "label": "a"},
                                        {"card": "Forest", "label": "b"}, "Mana Reflection"]}))
    t.do("cast Grizzly Bears", "pay {1}{G} automatically")
    assert [t.obj("a").tapped, t.obj("b").tapped].count(True) == 1


# -- Contamination ---------------------------------------------------------------------------
def test_contamination_affects_every_players_lands_but_not_other_permanents() -> None:
    """Contamination: Bob's Island adds {B}; Alice's Sol Ring, not a land, still adds
    {C}{C}."""
    t = Table(position({"battlefield": ["Contamination", {"card": "Sol Ring", "label": "ring"}]},
                       {"battlefield": [{"card": "Island", "label": "island"}]}))
    t.do(f"activate $ring: {SOL_RING}")
    assert t.pool() == "{C}{C}"
    bob = Table(position({"battlefield": ["Contamination"]},
                         {"battlefield": [{"card": "Island", "label": "island"}]}, active="Bob"))
    bob.do("activate $island: {T}: Add {U}.")
    assert bob.pool("Bob") == "{B}"


def test_contamination_upkeep_sacrifice_a_creature() -> None:
    """Contamination (118.12, 118.12a: "sacrifice this unless you sacrifice a creature"): at
    the beginning of its controller's upkeep, they sacrifice a creature to keep it."""
    t = Table(position({"battlefield": ["Contamination", {"card": "Grizzly Bears",
                                                          "label": "bears"}],
                        "library": LIBRARY}, step="upkeep", stage="begin"))
    assert t.stack() == ["Contamination"]
    t.pass_all()
    t.do("sacrifice $bears")
    names = [t.state.objects[i].card.name for i in t.state.battlefield]
    assert names == ["Contamination"]


def test_contamination_upkeep_without_a_creature_sacrifices_itself() -> None:
    """Contamination: with no creature to sacrifice, Contamination is sacrificed."""
    t = Table(position({"battlefield": ["Contamination"], "library": LIBRARY},
                       step="upkeep", stage="begin"))
    t.pass_all()
    assert t.state.battlefield == ()
    assert [t.state.objects[i].card.name for i in t.state.players[0].graveyard] == ["Contamination"]


def test_contamination_upkeep_may_sacrifice_itself_anyway() -> None:
    """Contamination (118.12a): its controller may decline to sacrifice a creature."""
    t = Table(position({"battlefield": [{"card": "Contamination", "label": "c"}, "Grizzly Bears"],
                        "library": LIBRARY}, step="upkeep", stage="begin"))
    t.pass_all()
    t.do("sacrifice no creature (sacrifice $c)")
    assert [t.state.objects[i].card.name for i in t.state.battlefield] == ["Grizzly Bears"]


# -- Heartbeat of Spring ---------------------------------------------------------------------------
def test_heartbeat_of_spring_doubles_every_players_lands() -> None:
    """Heartbeat of Spring: "a player taps a land": Bob's Mountain adds {R}{R} to Bob."""
    t = Table(position({"battlefield": ["Heartbeat of Spring"]},
                       {"battlefield": [{"card": "Mountain", "label": "m"}]}, active="Bob"))
    t.do("activate $m: {T}: Add {R}.")
    assert t.pool("Bob") == "{R}{R}" and t.pool("Alice") == ""


def test_heartbeat_of_spring_ignores_nonland_permanents() -> None:
    """Heartbeat of Spring: Sol Ring is not a land."""
    t = Table(position({"battlefield": ["Heartbeat of Spring", {"card": "Sol Ring",
                                                                "label": "ring"}]}))
    t.do(f"activate $ring: {SOL_RING}")
    assert t.pool() == "{C}{C}"


def test_heartbeat_of_spring_adds_the_type_the_land_produced() -> None:
    """Heartbeat of Spring: Llanowar Wastes tapped for {B} gets another {B}."""
    t = Table(position({"battlefield": ["Heartbeat of Spring",
                                        {"card": "Llanowar Wastes", "label": "w"}]}))
    t.do("activate $w: {T}: Add {B} or {G}. This land deals 1 damage to you.", "add {B}")
    assert t.pool() == "{B}{B}"


# -- Overgrowth, Wild Growth ---------------------------------------------------------------------
def test_overgrowth_adds_two_green_to_the_lands_controller() -> None:
    """Overgrowth: "its controller adds": Bob's Overgrowth on Alice's Island gives Alice
    {U}{G}{G}."""
    t = Table(position({"battlefield": [{"card": "Island", "label": "island"}]},
                       {"battlefield": [{"card": "Overgrowth", "attached_to": "island"}]}))
    t.do("activate $island: {T}: Add {U}.")
    assert t.pool() == "{U}{G}{G}" and t.pool("Bob") == ""


def test_wild_growth_adds_green_even_if_the_land_made_another_color() -> None:
    """Wild Growth: a Swamp makes {B}, and Wild Growth adds {G}."""
    t = Table(position({"battlefield": [{"card": "Swamp", "label": "swamp"},
                                        {"card": "Wild Growth", "attached_to": "swamp"}]}))
    t.do("activate $swamp: {T}: Add {B}.")
    assert t.pool() == "{B}{G}"


def test_wild_growth_needs_a_land_to_enchant() -> None:
    """Wild Growth, 303.4a: "Enchant land": it can't target a creature."""
    t = Table(position({"hand": ["Wild Growth"],
                        "battlefield": ["Forest", {"card": "Grizzly Bears", "label": "bears"},
                                        {"card": "Island", "label": "island"}]}))
    t.do("cast Wild Growth")
    assert t.legal("target $island")
    assert not t.legal("target $bears")


# -- Gauntlet of Power -----------------------------------------------------------------------------
def test_gauntlet_of_power_chooses_a_color_as_it_enters() -> None:
    """Gauntlet of Power: Alice chooses a color as it enters (614.12); creatures of that color,
    hers and Bob's, get +1/+1."""
    t = Table(position({"hand": ["Gauntlet of Power"], "battlefield": ["Wastes"] * 5 + [
        {"card": "Grizzly Bears", "label": "bears"}, {"card": "Gray Ogre", "label": "ogre"}]},
        {"battlefield": [{"card": "Llanowar Elves", "label": "elf"}]}))
    t.do("cast Gauntlet of Power", "pay {5} automatically")
    t.pass_all()
    assert t.kind() == "color"
    t.do("green")
    gauntlet = next(i for i in t.state.battlefield
                    if t.state.objects[i].card.name == "Gauntlet of Power")
    assert t.state.objects[gauntlet].chosen == {"color": "G"}
    assert characteristics(t.state, t.id("bears")).power == 3
    assert characteristics(t.state, t.id("elf")).toughness == 2
    assert characteristics(t.state, t.id("ogre")).power == 2


def test_gauntlet_of_power_adds_mana_for_basic_lands_of_the_chosen_color() -> None:
    """Gauntlet of Power: any player's basic land tapped for the chosen color gets one more;
    a nonbasic land (Llanowar Wastes) doesn't."""
    t = Table(position({"battlefield": [{"card": "Gauntlet of Power", "chosen": {"color": "G"}},
                                        {"card": "Llanowar Wastes", "label": "w"}]},
                       {"battlefield": [{"card": "Forest", "label": "forest"}]}, active="Bob"))
    t.do(f"activate $forest: {FOREST}")
    assert t.pool("Bob") == "{G}{G}"
    alice = Table(position({"battlefield": [{"card": "Gauntlet of Power", "chosen": {"color": "G"}},
                                            {"card": "Llanowar Wastes", "label": "w"}]}))
    alice.do("activate $w: {T}: Add {B} or {G}. This land deals 1 damage to you.", "add {G}")
    assert alice.pool() == "{G}"


# -- Mind Control ------------------------------------------------------------------------------------
def test_mind_control_takes_the_creature_and_gives_it_back_when_it_leaves() -> None:
    """Mind Control, 613.1b: its controller controls the enchanted creature; when Mind Control
    is destroyed, control returns to the creature's owner."""
    t = Table(position({"hand": ["Mind Control"], "battlefield": ["Island"] * 5},
                       {"hand": ["Disenchant"], "battlefield": [
                           {"card": "Grizzly Bears", "label": "bears"}, "Plains", "Plains"]}))
    t.do("cast Mind Control", "target $bears", "pay {3}{U}{U} automatically")
    t.pass_all()
    assert characteristics(t.state, t.id("bears")).controller == t.player("Alice")
    control = next(i for i in t.state.battlefield
                   if t.state.objects[i].card.name == "Mind Control")
    assert t.state.objects[control].attached_to == t.id("bears")
    t.do("pass")
    t.do("cast Disenchant", f"target Mind Control#{control}", "pay {1}{W} automatically")
    t.pass_all()
    assert characteristics(t.state, t.id("bears")).controller == t.player("Bob")
