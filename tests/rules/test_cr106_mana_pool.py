"""106: mana, the mana pool, undefined types (106.5, seed sentence [G1]) and mana that
remembers where it came from and what it may be spent on (106.3, 106.6)."""

from __future__ import annotations

from mana_helpers import Table

from helpers import position
from manastack.cards.database import CardData
from manastack.cards.dsl import card, tap_for_mana
from manastack.rules import mana_abilities
from manastack.rules.mana import ManaUnit

METEOR_CRATER = "{T}: Choose a color of a permanent you control. Add one mana of that color."
FOREST = "{T}: Add {G}."

# A snow land, to see that mana remembers that its source was snow (107.4h).
FROST_GLADE = card("Frost Glade", tap_for_mana("G"), data=CardData(
    name="Frost Glade", mana_cost="", type_line="Snow Land", types=("Land",), subtypes=(),
    supertypes=("Snow",), text="{T}: Add {G}."))


def test_meteor_crater_with_no_colored_permanent_produces_no_mana() -> None:
    """[G1] 106.5 example: Meteor Crater with no colored permanent would make mana of an
    undefined type, so it produces none; the ability still resolves (605.2)."""
    t = Table(position({"battlefield": [{"card": "Meteor Crater", "label": "crater"}, "Sol Ring"]}))
    t.do(f"activate $crater: {METEOR_CRATER}")
    assert t.pool() == ""
    assert t.obj("crater").tapped
    assert t.cites("106.5")
    assert t.stack() == []


def test_meteor_crater_makes_a_color_of_a_permanent_you_control() -> None:
    """[G1] 106.5: with a green and a red permanent the color is defined: {G} or {R}, the
    controller's choice as the ability resolves."""
    t = Table(position({"battlefield": [{"card": "Meteor Crater", "label": "crater"},
                                        "Grizzly Bears", "Gray Ogre"]},
                       {"battlefield": ["Savannah Lions"]}))
    t.do(f"activate $crater: {METEOR_CRATER}")
    assert set(t.options()) == {"add {R}", "add {G}"}      # Bob's white creature isn't Alice's
    t.do("add {R}")
    assert t.pool() == "{R}"


def test_an_undefined_type_produces_nothing_even_with_other_types() -> None:
    """[G1] 106.5: an ability that would make mana of an undefined type adds no mana at all,
    so "tapped for mana" triggers (Bob's Heartbeat of Spring) don't see any mana."""
    t = Table(position({"battlefield": [{"card": "Meteor Crater", "label": "crater"}]},
                       {"battlefield": ["Heartbeat of Spring"]}))
    t.do(f"activate $crater: {METEOR_CRATER}")
    assert t.pool() == "" and t.pool("Bob") == ""
    assert not t.cites("106.12a")


def test_mana_has_six_types() -> None:
    """106.1b: colorless is a type of mana: Wastes adds {C}."""
    t = Table(position({"battlefield": [{"card": "Wastes", "label": "wastes"}]}))
    t.do("activate $wastes: {T}: Add {C}.")
    assert t.pool() == "{C}"


def test_unspent_mana_empties_at_the_end_of_each_step() -> None:
    """106.4: the pool empties as the precombat main phase ends, and again as the
    beginning of combat step ends."""
    t = Table(position({"battlefield": [{"card": "Forest", "label": "a"},
                                        {"card": "Forest", "label": "b"}]}))
    t.do(f"activate $a: {FOREST}")
    t.pass_all()
    assert t.state.step.value == "beginning of combat"
    assert t.pool() == ""
    assert t.cites("106.4")
    t.do(f"activate $b: {FOREST}")
    assert t.pool() == "{G}"
    t.pass_all()
    assert t.pool() == ""


def test_what_is_left_after_paying_is_announced() -> None:
    """106.4a: after paying, the mana still in the pool is announced."""
    t = Table(position({"hand": ["Lightning Bolt"], "pool": "{R}{G}"}, {}))
    t.do("cast Lightning Bolt", "target Bob", "pay {R} from the mana pool")
    assert t.pool() == "{G}"
    assert t.cites("106.4a")


def test_mana_remembers_a_snow_source() -> None:
    """106.3, 107.4h: mana from a snow permanent is snow mana (it can pay {S})."""
    t = Table(position({"battlefield": [{"card": "Frost Glade", "label": "glade"}]}),
              cards=(FROST_GLADE,))
    t.do(f"activate $glade: {FOREST}")
    (unit,) = t.state.players[0].pool
    assert unit == ManaUnit("G", t.id("glade"), True)


def test_restricted_mana_pays_only_for_what_it_allows() -> None:
    """106.6: {G}{G} that can be spent only on creature spells casts Grizzly Bears but not
    Giant Growth."""
    restricted = (ManaUnit("G", None, False, "creature spells"),) * 2
    t = Table(position({"hand": ["Grizzly Bears", "Giant Growth"],
                        "battlefield": [{"card": "Gray Ogre", "label": "ogre"}]}),
              pools={"Alice": restricted})
    assert t.legal("cast Grizzly Bears") or any(o.startswith("cast Grizzly Bears")
                                               for o in t.options())
    assert not any(o.startswith("cast Giant Growth") for o in t.options())
    t.do("cast Grizzly Bears", "pay {1}{G} from the mana pool")
    assert t.pool() == ""
    assert t.stack() == ["Grizzly Bears"]


def test_restricted_mana_isnt_offered_for_other_costs() -> None:
    """106.6: while paying for a noncreature spell, restricted mana is neither spent
    automatically nor offered symbol by symbol."""
    units = (ManaUnit("R", None, False, "creature spells"), ManaUnit("R"))
    t = Table(position({"hand": ["Lightning Bolt"]}, {}), pools={"Alice": units})
    t.do("cast Lightning Bolt", "target Bob")
    assert [o for o in t.options() if o.startswith("pay {R} with")] == ["pay {R} with {R}"]
    t.do("pay {R} from the mana pool")
    assert t.state.players[0].pool == (units[0],)


def test_a_rider_applies_to_what_the_mana_is_spent_on() -> None:
    """106.6: mana with an additional effect applies it to the spell it pays for."""
    seen: list[int | None] = []
    mana_abilities.RIDERS["test: remember the spell"] = lambda ctx, oid, unit: seen.append(oid)
    try:
        t = Table(position({"hand": ["Lightning Bolt"]}, {}),
                  pools={"Alice": (ManaUnit("R", None, False, None, "test: remember the spell"),)})
        t.do("cast Lightning Bolt", "target Bob", "pay {R} from the mana pool")
        assert seen and seen[-1] == t.state.stack[-1]
    finally:
        del mana_abilities.RIDERS["test: remember the spell"]


def test_pool_units_survive_save_and_load() -> None:
    """106.6: a unit's source, snow, restriction and rider are part of the saved game."""
    from manastack.game import Game
    unit = ManaUnit("G", 3, True, "creature spells", "some rider")
    t = Table(position({"battlefield": ["Forest"]}), pools={"Alice": (unit,)})
    again = Game.load(t.game.save())
    assert again.state.players[0].pool == (unit,)
