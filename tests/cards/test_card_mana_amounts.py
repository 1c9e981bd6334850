"""Mana abilities adding an amount the game decides as they resolve (106.1, 605.1a, 605.3b),
compiled from Oracle text and played: "Add an amount of {G} equal to ~'s power." (Marwyn,
the Nurturer) and "Add X mana of any one color, where X is the number of Elves on the
battlefield." (Wirewood Channeler, 106.1b, 107.3)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table
from oracle_harness import template

from helpers import position


@template("add_mana_equal_power", cards=("Marwyn, the Nurturer",))
def test_marwyn_adds_green_equal_to_her_power() -> None:
    """106.1a, 605.3b: Marwyn (1/1) with two +1/+1 counters has power 3 and taps for
    {G}{G}{G}."""
    t = Table(position({"battlefield": [{"card": "Marwyn, the Nurturer", "label": "marwyn",
                                         "counters": {"+1/+1": 2}}]}))
    t.do("activate $marwyn: {T}: Add an amount of {G} equal to ~'s power.")
    assert t.pool() == "{G}{G}{G}"


@template("add_mana_equal_power", cards=("Marwyn, the Nurturer",))
def test_marwyn_counts_her_power_after_continuous_effects() -> None:
    """613.4c, 605.3b: Glorious Anthem makes Marwyn 2/2; her power as the ability resolves is
    2, so she taps for {G}{G}."""
    t = Table(position({"battlefield": [{"card": "Marwyn, the Nurturer", "label": "marwyn"},
                                        "Glorious Anthem"]}))
    t.do("activate $marwyn: {T}: Add an amount of {G} equal to ~'s power.")
    assert t.pool() == "{G}{G}"


@template("add_x_of_one_color", cards=("Wirewood Channeler",))
def test_wirewood_channeler_adds_one_color_for_each_elf_on_the_battlefield() -> None:
    """106.1b, 107.3, 605.3b: with Wirewood Channeler, Llanowar Elves and Bob's Elvish
    Mystic, X is 3; each option is three mana of one color, and Alice takes {U}{U}{U}."""
    t = Table(
        position(
            {"battlefield": [{"card": "Wirewood Channeler", "label": "channeler"},
                             "Llanowar Elves"]},
            {"battlefield": ["Elvish Mystic"]},
        )
    )
    t.do("activate $channeler: {T}: Add X mana of any one color, where X is the number of "
         "Elves on the battlefield.")
    assert t.options() == ["add {W}{W}{W}", "add {U}{U}{U}", "add {B}{B}{B}",
                           "add {R}{R}{R}", "add {G}{G}{G}"]
    t.do("add {U}{U}{U}")
    assert t.pool() == "{U}{U}{U}"
