"""Mana abilities whose productions the game decides (106.1, 605.1a), compiled from Oracle
text and played: "Add {C} for each Locus on the battlefield." (Cloudpost), "Add {G} for each
Elf on the battlefield." (Priest of Titania), "Add three mana of any one color." (Gilded
Lotus, 106.1b)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parents[1] / "rules"))

from mana_helpers import Table
from oracle_harness import template

from helpers import pay, position, resolve


@template("add_mana_for_each", cards=("Cloudpost",))
def test_cloudpost_adds_colorless_for_each_locus_on_the_battlefield() -> None:
    """106.1a, 605.1a: with Alice's two Cloudposts and Bob's one, a Cloudpost taps for {C}
    for each of the three Loci, whoever controls them."""
    t = Table(
        position(
            {"battlefield": [{"card": "Cloudpost", "label": "post"}, "Cloudpost"]},
            {"battlefield": ["Cloudpost", "Island"]},
        )
    )
    t.do("activate $post: {T}: Add {C} for each Locus on the battlefield.")
    assert t.pool() == "{C}{C}{C}"


@template("add_mana_for_each", cards=("Priest of Titania",))
def test_priest_of_titania_counts_every_elf() -> None:
    """106.1a: Priest of Titania (an Elf itself) with Llanowar Elves and Bob's Elvish Mystic
    adds {G}{G}{G}; the count is made as the ability resolves (605.3b)."""
    t = Table(
        position(
            {"battlefield": [{"card": "Priest of Titania", "label": "priest"}, "Llanowar Elves"]},
            {"battlefield": ["Elvish Mystic"]},
        )
    )
    t.do("activate $priest: {T}: Add {G} for each Elf on the battlefield.")
    assert t.pool() == "{G}{G}{G}"


@template("add_n_of_one_color", cards=("Gilded Lotus",))
def test_gilded_lotus_adds_three_mana_of_one_chosen_color() -> None:
    """106.1b, 605.3b: Gilded Lotus offers three mana of each color, never a mix; Alice
    chooses red and gets {R}{R}{R}."""
    t = Table(position({"battlefield": [{"card": "Gilded Lotus", "label": "lotus"}]}))
    t.do("activate $lotus: {T}: Add three mana of any one color.")
    assert t.options() == [
        "add {W}{W}{W}",
        "add {U}{U}{U}",
        "add {B}{B}{B}",
        "add {R}{R}{R}",
        "add {G}{G}{G}",
    ]
    t.do("add {R}{R}{R}")
    assert t.pool() == "{R}{R}{R}"


@template("add_mana_for_counters", "multikicker", cards=("Everflowing Chalice",))
def test_everflowing_chalice_adds_colorless_for_each_charge_counter() -> None:
    """702.33c-d, 106.1a, 605.3b: Everflowing Chalice kicked twice enters with two charge
    counters (614.1c) and taps for {C}{C}; the count is the counters on it as the ability
    resolves."""
    t = Table(position({"battlefield": ["Island"] * 4, "hand": ["Everflowing Chalice"]}))
    t.do("cast Everflowing Chalice", "kick 2 times")
    pay(t.game)
    resolve(t.game)
    chalice = next(o for o in t.state.battlefield if t.state.objects[o].card.name == "Everflowing Chalice")
    assert t.state.objects[chalice].counters == {"charge": 2}
    t.do(
        f"activate Everflowing Chalice#{chalice}: {{T}}: Add {{C}} for each charge counter on this artifact."
    )
    assert t.pool() == "{C}{C}"


@template("add_mana_for_counters", cards=("Everflowing Chalice",))
def test_everflowing_chalice_without_counters_adds_no_mana() -> None:
    """106.1a, 605.2: with no charge counter on it, Everflowing Chalice's ability is still a
    mana ability and may be activated, but it adds no mana."""
    t = Table(position({"battlefield": [{"card": "Everflowing Chalice", "label": "chalice"}]}))
    t.do("activate $chalice: {T}: Add {C} for each charge counter on this artifact.")
    assert t.pool() == ""
    assert t.state.objects[t.id("chalice")].tapped


@template("add_mana_for_each", cards=("Elvish Archdruid",))
def test_elvish_archdruid_counts_only_the_elves_alice_controls() -> None:
    """106.1a, 605.3b, 109.2: "for each Elf you control": Elvish Archdruid (an Elf itself)
    with Llanowar Elves adds {G}{G}; Bob's Elvish Mystic doesn't count."""
    t = Table(
        position(
            {"battlefield": [{"card": "Elvish Archdruid", "label": "druid"}, "Llanowar Elves"]},
            {"battlefield": ["Elvish Mystic"]},
        )
    )
    t.do("activate $druid: {T}: Add {G} for each Elf you control.")
    assert t.pool() == "{G}{G}"
