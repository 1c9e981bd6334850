"""The mana lands (cards/defs/mana.py and the basics) and their rulings: Reflecting Pool,
Exotic Orchard, Fellwar Stone, Meteor Crater, Gemstone Mine, Gaea's Cradle, Llanowar
Wastes, Pillar of the Paruns and basic lands."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table

from helpers import position
from manastack.rules.mana_abilities import could_produce

POOL = "{T}: Add one mana of any type that a land you control could produce."
ORCHARD = "{T}: Add one mana of any color that a land an opponent controls could produce."
CRATER = "{T}: Choose a color of a permanent you control. Add one mana of that color."
MINE = ("{T}, Remove a mining counter from this land: Add one mana of any color. If there are "
        "no mining counters on this land, sacrifice it.")
CRADLE = "{T}: Add {G} for each creature you control."
WASTES_PAIN = "{T}: Add {B} or {G}. This land deals 1 damage to you."
PILLAR = "{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell."


# -- basic lands -------------------------------------------------------------------------------
def test_each_basic_land_taps_for_its_color() -> None:
    """305.6: Plains, Island, Swamp, Mountain, Forest add {W}, {U}, {B}, {R}, {G}; Wastes
    adds {C}."""
    lands = ["Plains", "Island", "Swamp", "Mountain", "Forest", "Wastes"]
    t = Table(position({"battlefield": [{"card": n, "label": n.lower()} for n in lands]}))
    for name, sym in zip(lands, "WUBRGC", strict=True):
        t.do(f"activate ${name.lower()}: {{T}}: Add {{{sym}}}.")
    assert t.pool() == "{W}{U}{B}{R}{G}{C}"


# -- Reflecting Pool ---------------------------------------------------------------------------
def test_reflecting_pool_can_make_colorless_mana() -> None:
    """Reflecting Pool ruling: the types of mana include colorless; with Wastes it makes {C}."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"}, "Wastes"]}))
    t.do(f"activate $pool: {POOL}")
    assert t.pool() == "{C}"


def test_reflecting_pool_ignores_restrictions_on_the_mana_of_your_lands() -> None:
    """Reflecting Pool ruling: it cares only about types, not restrictions: with Pillar of the
    Paruns it makes unrestricted mana of any color."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        "Pillar of the Paruns"]}))
    t.do(f"activate $pool: {POOL}", "add {W}")
    (unit,) = t.state.players[0].pool
    assert unit.restriction is None and unit.source == t.id("pool")


def test_reflecting_pool_ignores_the_costs_of_your_lands_abilities() -> None:
    """Reflecting Pool ruling: a Gemstone Mine without mining counters (whose ability can't be
    activated) still lets Reflecting Pool make any color."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        {"card": "Gemstone Mine", "tapped": True}]}))
    t.do(f"activate $pool: {POOL}")
    assert len(t.options()) == 5
    t.do("add {B}")
    assert t.pool() == "{B}"


def test_reflecting_pools_dont_help_each_other() -> None:
    """Reflecting Pool ruling: with only Reflecting Pools, each may be tapped for mana but
    produces none."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "a"},
                                        {"card": "Reflecting Pool", "label": "b"}]}))
    t.do(f"activate $a: {POOL}", f"activate $b: {POOL}")
    assert t.pool() == "" and t.obj("a").tapped and t.obj("b").tapped


def test_reflecting_pool_sees_only_your_lands() -> None:
    """Reflecting Pool: "a land you control": Bob's Island doesn't count."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"}, "Forest"]},
                       {"battlefield": ["Island"]}))
    assert could_produce(t.state, t.id("pool")) == {"G"}


# -- Exotic Orchard and Fellwar Stone ----------------------------------------------------------
def test_exotic_orchard_makes_any_color_an_opponents_land_could() -> None:
    """Exotic Orchard: with Bob's Island and Mountain, {U} or {R}, not Alice's own Forest's
    {G}."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"},
                                        "Forest"]},
                       {"battlefield": ["Island", "Mountain"]}))
    t.do(f"activate $orchard: {ORCHARD}")
    assert set(t.options()) == {"add {U}", "add {R}"}


def test_exotic_orchard_cant_make_colorless_mana() -> None:
    """Exotic Orchard ruling: it can't be tapped for colorless mana even if an opponent's land
    could produce it (Bob's Llanowar Wastes: {B} or {G} only)."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]},
                       {"battlefield": ["Llanowar Wastes"]}))
    assert could_produce(t.state, t.id("orchard")) == {"B", "G"}


def test_exotic_orchard_with_no_opposing_lands_makes_nothing() -> None:
    """106.7 example: if no opponent controls a land, Exotic Orchard produces no mana."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"},
                                        "Forest"]}))
    t.do(f"activate $orchard: {ORCHARD}")
    assert t.pool() == "" and t.cites("106.5")


def test_exotic_orchard_counts_replacement_effects_on_opponents_lands() -> None:
    """Exotic Orchard ruling: it takes into account replacement effects that would apply to
    the opponents' lands' mana abilities, such as Contamination."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]},
                       {"battlefield": ["Forest", "Contamination"]}))
    assert could_produce(t.state, t.id("orchard")) == {"B"}


def test_exotic_orchard_ignores_triggered_mana_of_other_permanents() -> None:
    """Exotic Orchard: Overgrowth on Bob's Island is an ability of Overgrowth, not of the
    land, so Alice's Orchard makes only {U}."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]},
                       {"battlefield": [{"card": "Island", "label": "island"},
                                        {"card": "Overgrowth", "attached_to": "island"}]}))
    assert could_produce(t.state, t.id("orchard")) == {"U"}


def test_exotic_orchard_looks_at_every_opponent() -> None:
    """Exotic Orchard: in a multiplayer game, lands of any opponent count."""
    t = Table({"turn": 3, "active": "Alice", "step": "precombat main", "players": [
        {"name": "Alice", "battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]},
        {"name": "Bob", "battlefield": ["Island"]},
        {"name": "Carol", "battlefield": ["Swamp"]}]})
    assert could_produce(t.state, t.id("orchard")) == {"U", "B"}


def test_fellwar_stone_is_an_artifact_that_works_like_exotic_orchard() -> None:
    """Fellwar Stone: an artifact with Exotic Orchard's ability; with no opposing land it
    makes nothing, with Bob's Plains {W}."""
    t = Table(position({"battlefield": [{"card": "Fellwar Stone", "label": "stone"}]},
                       {"battlefield": ["Plains"]}))
    t.do(f"activate $stone: {ORCHARD}")
    assert t.pool() == "{W}"
    empty = Table(position({"battlefield": [{"card": "Fellwar Stone", "label": "stone"}]}))
    empty.do(f"activate $stone: {ORCHARD}")
    assert empty.pool() == ""


# -- Meteor Crater ------------------------------------------------------------------------------
def test_meteor_crater_with_only_colorless_permanents_makes_nothing() -> None:
    """106.5 example: Meteor Crater with no colored permanent produces no mana."""
    t = Table(position({"battlefield": [{"card": "Meteor Crater", "label": "crater"},
                                        "Sol Ring"]}, {"battlefield": ["Grizzly Bears"]}))
    t.do(f"activate $crater: {CRATER}")
    assert t.pool() == ""


def test_meteor_crater_names_a_color_of_your_permanent() -> None:
    """Meteor Crater: a hybrid permanent has both colors (Crackleburr: blue and red)."""
    t = Table(position({"battlefield": [{"card": "Meteor Crater", "label": "crater"},
                                        "Crackleburr"]}))
    t.do(f"activate $crater: {CRATER}")
    assert set(t.options()) == {"add {U}", "add {R}"}


# -- Gemstone Mine ------------------------------------------------------------------------------
def test_gemstone_mine_enters_with_three_mining_counters() -> None:
    """Gemstone Mine: it enters with three mining counters (614.1c)."""
    t = Table(position({"hand": [{"card": "Gemstone Mine", "label": "mine"}]}))
    t.do("play Gemstone Mine")
    mine = next(i for i in t.state.battlefield)
    assert t.state.objects[mine].counters == {"mining": 3}


def test_gemstone_mine_is_sacrificed_when_the_last_counter_is_removed() -> None:
    """Gemstone Mine: removing the last mining counter to pay the cost, it is sacrificed as
    the mana ability resolves, after adding its mana."""
    t = Table(position({"battlefield": [{"card": "Gemstone Mine", "label": "mine",
                                         "counters": {"mining": 1}}]}))
    t.do(f"activate $mine: {MINE}", "add {R}")
    assert t.pool() == "{R}"
    assert [t.state.objects[i].card.name for i in t.state.players[0].graveyard] == ["Gemstone Mine"]


def test_gemstone_mine_keeps_going_while_it_has_counters() -> None:
    """Gemstone Mine: with two counters, one is removed and it stays."""
    t = Table(position({"battlefield": [{"card": "Gemstone Mine", "label": "mine",
                                         "counters": {"mining": 2}}]}))
    t.do(f"activate $mine: {MINE}", "add {W}")
    assert t.obj("mine").counters == {"mining": 1}


def test_gemstone_mine_without_counters_cant_be_activated() -> None:
    """Gemstone Mine: removing a counter is a cost (118.3); with none it can't be paid."""
    t = Table(position({"battlefield": [{"card": "Gemstone Mine", "label": "mine"}]}))
    t.rejects(f"activate $mine: {MINE}", "118.3")


# -- Gaea's Cradle, Llanowar Wastes, Pillar of the Paruns -------------------------------------
def test_gaeas_cradle_adds_green_for_each_creature_you_control() -> None:
    """Gaea's Cradle: {G} for each creature Alice controls (Bob's don't count)."""
    t = Table(position({"battlefield": [{"card": "Gaea's Cradle", "label": "cradle"},
                                        "Grizzly Bears", "Llanowar Elves", "Birds of Paradise"]},
                       {"battlefield": ["Gray Ogre"]}))
    t.do(f"activate $cradle: {CRADLE}")
    assert t.pool() == "{G}{G}{G}"


def test_gaeas_cradle_with_no_creature_is_still_a_mana_ability() -> None:
    """Gaea's Cradle, 605.2: with no creature it can still be tapped for mana; it makes none."""
    t = Table(position({"battlefield": [{"card": "Gaea's Cradle", "label": "cradle"}]}))
    t.do(f"activate $cradle: {CRADLE}")
    assert t.pool() == "" and t.obj("cradle").tapped


def test_llanowar_wastes_colorless_is_painless() -> None:
    """Llanowar Wastes: {C} costs no life; {B} or {G} deals 1 damage to its controller."""
    t = Table(position({"battlefield": [{"card": "Llanowar Wastes", "label": "a"},
                                        {"card": "Llanowar Wastes", "label": "b"}]}))
    t.do("activate $a: {T}: Add {C}.")
    assert t.life("Alice") == 20
    t.do(f"activate $b: {WASTES_PAIN}", "add {G}")
    assert t.life("Alice") == 19 and t.pool() == "{G}{C}"


def test_llanowar_wastes_two_abilities_share_one_tap() -> None:
    """107.5: once Llanowar Wastes is tapped for {C}, its other {T} ability can't be used."""
    t = Table(position({"battlefield": [{"card": "Llanowar Wastes", "label": "w"}]}))
    t.do("activate $w: {T}: Add {C}.")
    t.rejects(f"activate $w: {WASTES_PAIN}", "107.5")


def test_pillar_of_the_paruns_mana_pays_only_for_multicolored_spells() -> None:
    """Pillar of the Paruns, 106.6: its mana casts Crackleburr (blue and red) but not Grizzly
    Bears."""
    t = Table(position({"hand": ["Crackleburr", "Grizzly Bears"],
                        "battlefield": ["Pillar of the Paruns", "Pillar of the Paruns",
                                        "Pillar of the Paruns"]}))
    assert not any(o.startswith("cast Grizzly Bears") for o in t.options())
    t.do("cast Crackleburr", "pay {1}{U/R}{U/R} automatically")
    assert t.stack() == ["Crackleburr"] and t.pool() == ""
