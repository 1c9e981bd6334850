"""106.7: the type of mana a permanent "could produce" (seed sentences [G2]-[G5]).

Reflecting Pool, Exotic Orchard and Fellwar Stone ask what other permanents could produce;
the engine resolves every mana ability hypothetically (costs ignored) through the applicable
replacement effects in every order, and solves mutually dependent sources together.
"""

from __future__ import annotations

import time
from dataclasses import replace

from mana_helpers import Table

from helpers import position
from manastack.rules.abilities import CardDef, ReplacementAbility
from manastack.rules.events import AddMana, Event
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost, ManaUnit
from manastack.rules.mana_abilities import (
    could_produce,
    hypothetical_productions,
    mana_replacement,
    replacement_outcomes,
    tapped_for_mana,
)
from manastack.rules.state import GameObject, GameState

POOL_ABILITY = "{T}: Add one mana of any type that a land you control could produce."
ORCHARD_ABILITY = "{T}: Add one mana of any color that a land an opponent controls could produce."


def _nonbasic_land(state: GameState, event: Event, source: GameObject) -> bool:
    if not (tapped_for_mana(event) and isinstance(event, AddMana) and event.source is not None):
        return False
    land = characteristics(state, event.source)
    return land.is_("Land") and "Basic" not in land.supertypes


def _colorless(state: GameState, event: AddMana, source: GameObject) -> tuple[ManaUnit, ...]:
    return tuple(replace(u, type="C") for u in event.units)


# A hypothetical permanent with Pale Moon's replacement effect, to combine with Contamination.
PALE_WARD = CardDef(
    "Pale Ward", ManaCost(()), frozenset({"Enchantment"}),
    text="If a player taps a nonbasic land for mana, it produces colorless mana instead of any "
         "other type.",
    abilities=(mana_replacement("If a player taps a nonbasic land for mana, it produces "
                                "colorless mana instead of any other type.", _nonbasic_land,
                                _colorless),))


def _plain_red(ctx: object, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, AddMana)
    return replace(event, units=tuple(replace(u, type="R") for u in event.units))


# The same kind of effect written as a plain replacement ability (no pure transform): the
# hypothetical resolution runs it on a throwaway fork.
RED_WARD = CardDef(
    "Red Ward", ManaCost(()), frozenset({"Enchantment"}),
    text="If a player taps a nonbasic land for mana, it produces red mana instead.",
    abilities=(ReplacementAbility("If a player taps a nonbasic land for mana, it produces red "
                                  "mana instead.", _nonbasic_land, _plain_red),))


def could(t: Table, label: str) -> set[str]:
    return set(could_produce(t.state, t.id(label)))


def test_reflecting_pool_with_no_other_land_could_produce_nothing() -> None:
    """[G5] 106.7: with no other land, no type of mana can be defined for Reflecting Pool."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"}]}))
    assert could(t, "pool") == set()


def test_reflecting_pool_with_no_other_land_produces_no_mana() -> None:
    """[G1][G5] 106.5, 106.7: tapping a lone Reflecting Pool for mana produces nothing."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"}]}))
    t.do(f"activate $pool: {POOL_ABILITY}")
    assert t.pool() == ""
    assert t.obj("pool").tapped
    assert t.cites("106.5")


def test_several_reflecting_pools_dont_help_each_other() -> None:
    """[G5] 106.7: Reflecting Pools with no other land could produce nothing, however many."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "a"},
                                        {"card": "Reflecting Pool", "label": "b"}]}))
    assert could(t, "a") == could(t, "b") == set()


def test_reflecting_pool_could_produce_each_type_your_lands_could() -> None:
    """[G2][G3] 106.7: Reflecting Pool makes any type a land you control could produce,
    colorless included (Llanowar Wastes: {C}, {B}, {G})."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        "Island", "Llanowar Wastes"]},
                       {"battlefield": ["Mountain"]}))
    assert could(t, "pool") == {"U", "C", "B", "G"}
    t.do(f"activate $pool: {POOL_ABILITY}")
    assert t.kind() == "color"
    assert set(t.options()) == {"add {U}", "add {B}", "add {G}", "add {C}"}
    t.do("add {C}")
    assert t.pool() == "{C}"


def test_could_produce_ignores_a_tapped_land() -> None:
    """[G4] 106.7: costs are ignored, so a tapped Forest could still produce {G}."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        {"card": "Forest", "label": "forest", "tapped": True}]}))
    assert could(t, "forest") == {"G"}
    t.do(f"activate $pool: {POOL_ABILITY}")
    assert t.pool() == "{G}"


def test_could_produce_ignores_a_cost_that_cant_be_paid() -> None:
    """[G4] 106.7: Gemstone Mine with no mining counters can't be activated, yet it could
    produce any color, so Reflecting Pool can make any color."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        {"card": "Gemstone Mine", "label": "mine"}]}))
    assert t.obj("mine").counters.get("mining", 0) == 0
    assert not t.legal("activate $mine: {T}, Remove a mining counter from this land: Add one "
                       "mana of any color. If there are no mining counters on this land, "
                       "sacrifice it.")
    assert could(t, "mine") == {"W", "U", "B", "R", "G"}
    assert could(t, "pool") == {"W", "U", "B", "R", "G"}


def test_a_land_that_would_produce_no_mana_could_produce_nothing() -> None:
    """[G5] 106.7: Gaea's Cradle with no creatures wouldn't produce any mana, so Reflecting
    Pool can't make {G} from it; with a creature it can."""
    lonely = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                             {"card": "Gaea's Cradle", "label": "cradle"}]}))
    assert could(lonely, "cradle") == set()
    assert could(lonely, "pool") == set()
    crowded = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                              "Gaea's Cradle", "Grizzly Bears"]}))
    assert could(crowded, "pool") == {"G"}


def test_exotic_orchards_alone_could_produce_nothing() -> None:
    """[G5] 106.7 example: if each player controls only Exotic Orchards, none could produce
    mana."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "mine"}]},
                       {"battlefield": [{"card": "Exotic Orchard", "label": "theirs"}]}))
    assert could(t, "mine") == could(t, "theirs") == set()
    t.do(f"activate $mine: {ORCHARD_ABILITY}")
    assert t.pool() == ""
    assert t.cites("106.5")


def test_exotic_orchards_on_both_sides_with_a_forest() -> None:
    """[G2][G3] 106.7 example: with your Forest and Exotic Orchard and an opponent's Exotic
    Orchard, each Exotic Orchard could produce {G}."""
    t = Table(position({"battlefield": ["Forest", {"card": "Exotic Orchard", "label": "mine"}]},
                       {"battlefield": [{"card": "Exotic Orchard", "label": "theirs"}]}))
    assert could(t, "mine") == could(t, "theirs") == {"G"}


def test_exotic_orchard_makes_colors_only() -> None:
    """[G5] 106.7: Exotic Orchard names a color; colorless mana an opponent's land could make
    is no color, so with only that there is none to produce."""
    t = Table(position({"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]},
                       {"battlefield": ["Wastes"]}))
    assert could(t, "orchard") == set()


def test_mutually_dependent_sources_on_both_sides_terminate_with_the_rules_result() -> None:
    """[G5] 106.7: Reflecting Pools and Exotic Orchards on both sides depend on each other;
    with no land that makes mana by itself none could produce any; add an Island on one
    side and every one of them could produce exactly {U}."""
    mine = [{"card": "Reflecting Pool", "label": "a_pool"},
            {"card": "Exotic Orchard", "label": "a_orchard"}]
    theirs = [{"card": "Exotic Orchard", "label": "b_orchard"},
              {"card": "Reflecting Pool", "label": "b_pool"}]
    empty = Table(position({"battlefield": mine}, {"battlefield": theirs}))
    assert all(could(empty, label) == set() for label in empty.labels)
    island = Table(position({"battlefield": mine}, {"battlefield": [*theirs, "Island"]}))
    assert all(could(island, label) == {"U"} for label in island.labels)


def test_long_chains_of_dependent_sources_are_solved_quickly() -> None:
    """[G5] 106.7: forty interdependent sources settle in well under a second."""
    alice = [{"card": "Reflecting Pool"} for _ in range(10)] + \
        [{"card": "Exotic Orchard"} for _ in range(10)]
    bob = [{"card": "Exotic Orchard", "label": "far"} for _ in range(1)] + \
        [{"card": "Exotic Orchard"} for _ in range(9)] + \
        [{"card": "Reflecting Pool"} for _ in range(9)] + ["Swamp"]
    t = Table(position({"battlefield": alice}, {"battlefield": bob}))
    began = time.perf_counter()
    assert could(t, "far") == {"B"}
    assert all(could_produce(t.state, oid) == {"B"} for oid in t.state.battlefield)
    assert time.perf_counter() - began < 1.0


def test_a_replacement_effect_changes_what_a_land_could_produce() -> None:
    """[G3] 106.7: applicable replacement effects count: under Contamination a Forest could
    produce only {B}, so Reflecting Pool and an opponent's Exotic Orchard make {B}."""
    t = Table(position({"battlefield": [{"card": "Reflecting Pool", "label": "pool"},
                                        {"card": "Forest", "label": "forest"}, "Contamination"]},
                       {"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]}))
    assert could(t, "forest") == {"B"}
    assert could(t, "pool") == {"B"}
    assert could(t, "orchard") == {"B"}


def test_replacement_effects_are_taken_in_every_possible_order() -> None:
    """[G3] 106.7, 616.1: Contamination and a "colorless instead" effect both apply to a
    nonbasic land; one order gives {B}, the other {C}, so it could produce both; an
    opponent's Exotic Orchard can name only {B} (a color), which is then replaced too."""
    t = Table(position({"battlefield": [{"card": "Llanowar Wastes", "label": "wastes"},
                                        {"card": "Forest", "label": "forest"},
                                        "Contamination", "Pale Ward"]},
                       {"battlefield": [{"card": "Exotic Orchard", "label": "orchard"}]}),
              cards=(PALE_WARD,))
    assert could(t, "wastes") == {"B", "C"}
    assert could(t, "forest") == {"B"}          # the basic Forest: Contamination only
    # Bob's Orchard names {B}; as a nonbasic land its own mana is replaced in turn.
    assert could(t, "orchard") == {"B", "C"}
    wastes = t.obj("wastes")
    ability = characteristics(t.state, wastes.id).abilities[0]
    assert set(hypothetical_productions(t.state, wastes, ability)) == {("B",), ("C",)}


def test_every_order_includes_effects_without_a_pure_form() -> None:
    """[G3] 106.7: a replacement effect the engine can only run (not just read) is applied
    on a throwaway copy of the game: Contamination then red gives {R}, red then
    Contamination {B}."""
    t = Table(position({"battlefield": [{"card": "Llanowar Wastes", "label": "wastes"},
                                        "Contamination", "Red Ward"]}), cards=(RED_WARD,))
    before = t.game.state_hash()
    assert could(t, "wastes") == {"B", "R"}
    assert t.game.state_hash() == before


def test_replacement_outcomes_lists_each_order_once() -> None:
    """[G3] 616.1: the outcomes of a production event under two effects, one per order."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "forest"},
                                        "Contamination", "Mana Reflection"]}))
    forest = t.id("forest")
    event = AddMana(0, (ManaUnit("G", forest),), forest, True)
    outcomes = {"".join(u.type for u in units) for units in replacement_outcomes(t.state, event)}
    assert outcomes == {"B", "BB"}


def test_a_triggered_mana_ability_of_another_permanent_doesnt_count() -> None:
    """[G3] 106.7: only abilities of the permanent itself count: Wild Growth's extra {G} is
    Wild Growth's ability, so an enchanted Island still could produce only {U}."""
    t = Table(position({"battlefield": [{"card": "Island", "label": "island"},
                                        {"card": "Wild Growth", "attached_to": "island"},
                                        {"card": "Reflecting Pool", "label": "pool"}]}))
    assert could(t, "island") == {"U"}
    assert could(t, "pool") == {"U"}


def test_could_produce_follows_the_mana_abilities_of_artifacts_too() -> None:
    """[G2] 106.7: "could produce" is defined for any permanent: Sol Ring could produce {C},
    a Llanowar Elves {G} (even summoning-sick)."""
    t = Table(position({"battlefield": [{"card": "Sol Ring", "label": "ring"},
                                        {"card": "Llanowar Elves", "label": "elf", "sick": True}]}))
    assert could(t, "ring") == {"C"}
    assert could(t, "elf") == {"G"}
