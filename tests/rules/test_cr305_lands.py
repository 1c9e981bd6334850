"""305.6-305.7: a land's basic land types, printed or given by an effect in layer 4, give it
"{T}: Add [mana symbol]"; an effect setting its land types takes the old abilities away."""

from __future__ import annotations

from mana_helpers import Table, advance

from helpers import position
from manastack.rules.layers import characteristics, last_known_record
from manastack.rules.state import GameState


def _mana_texts(t: Table, label: str) -> list[str]:
    return [a.text for a in characteristics(t.state, t.id(label)).abilities
            if getattr(a, "mana", None) is not None]


def _land(name: str, label: str, **extra: object) -> dict[str, object]:
    return {"card": name, "label": label, **extra}


def test_volcanic_island_taps_for_blue_or_red() -> None:
    """305.6: Volcanic Island (Island Mountain, reminder text only) has "{T}: Add {U}." and
    "{T}: Add {R}." from its types."""
    t = Table(position({"battlefield": [_land("Volcanic Island", "a"),
                                        _land("Volcanic Island", "b")]}))
    t.do("activate $a: {T}: Add {U}.", "activate $b: {T}: Add {R}.")
    assert t.pool() == "{U}{R}"


def test_snow_covered_forest_taps_for_green() -> None:
    """305.6: Snow-Covered Forest's Forest type gives it "{T}: Add {G}."."""
    t = Table(position({"battlefield": [_land("Snow-Covered Forest", "f")]}))
    t.do("activate $f: {T}: Add {G}.")
    assert t.pool() == "{G}"


def test_spreading_seas_makes_the_land_an_island_only() -> None:
    """305.7: "Enchanted land is an Island." sets the land type: the Mountain taps for {U}
    and no longer for {R}."""
    t = Table(position({"battlefield": [_land("Mountain", "m"),
                                        _land("Spreading Seas", "seas", attached_to="m")]}))
    assert _mana_texts(t, "m") == ["{T}: Add {U}."]
    assert not t.legal("activate $m: {T}: Add {R}.")
    t.do("activate $m: {T}: Add {U}.")
    assert t.pool() == "{U}"
    assert characteristics(t.state, t.id("m")).subtypes == {"Island"}


def test_setting_the_type_removes_the_abilities_of_the_rules_text() -> None:
    """305.7: Evil Presence on Llanowar Wastes: the land loses its printed mana ability and
    its pain and has only "{T}: Add {B}."."""
    t = Table(position({"battlefield": [_land("Llanowar Wastes", "w"),
                                        _land("Evil Presence", "p", attached_to="w")]}))
    assert _mana_texts(t, "w") == ["{T}: Add {B}."]
    t.do("activate $w: {T}: Add {B}.")
    assert t.pool() == "{B}" and t.life("Alice") == 20


def test_blood_moon_turns_nonbasic_lands_into_mountains() -> None:
    """305.7, 305.8: Blood Moon: Volcanic Island (nonbasic) loses its Island type and taps
    only for {R}; a basic Island is untouched."""
    t = Table(position({"battlefield": [_land("Volcanic Island", "v"), _land("Island", "i"),
                                        "Blood Moon"]}))
    assert _mana_texts(t, "v") == ["{T}: Add {R}."]
    assert _mana_texts(t, "i") == ["{T}: Add {U}."]
    assert "Island" not in characteristics(t.state, t.id("v")).subtypes


def test_urborg_adds_swamp_in_addition_to_the_other_types() -> None:
    """305.7: "Each land is a Swamp in addition to its other land types": a Plains keeps
    "{T}: Add {W}." and gains "{T}: Add {B}."; Urborg itself taps for {B}."""
    t = Table(position({"battlefield": [_land("Plains", "p"),
                                        _land("Urborg, Tomb of Yawgmoth", "u")]},
                       {"battlefield": [_land("Forest", "f")]}))
    assert _mana_texts(t, "p") == ["{T}: Add {W}.", "{T}: Add {B}."]
    assert _mana_texts(t, "f") == ["{T}: Add {B}.", "{T}: Add {G}."]
    t.do("activate $p: {T}: Add {B}.", "activate $u: {T}: Add {B}.")
    assert t.pool() == "{B}{B}"


def test_blood_moon_takes_urborgs_ability_first() -> None:
    """613.8a, 305.7: Urborg's effect depends on Blood Moon's (which removes Urborg's
    ability), so Blood Moon applies first and no land is a Swamp, whatever the timestamps."""
    t = Table(position({"battlefield": [_land("Plains", "p"), "Blood Moon",
                                        _land("Urborg, Tomb of Yawgmoth", "u")]}))
    assert _mana_texts(t, "u") == ["{T}: Add {R}."]
    assert _mana_texts(t, "p") == ["{T}: Add {W}."]


def test_tidal_warrior_makes_a_land_an_island_until_end_of_turn() -> None:
    """305.7, 611.2: Tidal Warrior's "Target land becomes an Island until end of turn":
    the Forest taps for {U} this turn, and for {G} again once the effect ends (514.2)."""
    t = Table(position({"battlefield": [_land("Tidal Warrior", "w"), _land("Forest", "f")]}))
    t.do("activate $w: {T}: Target land becomes an Island until end of turn.", "target $f")
    t.pass_all()
    assert not t.state.stack
    assert _mana_texts(t, "f") == ["{T}: Add {U}."]
    advance(t, 4, "upkeep")
    assert _mana_texts(t, "f") == ["{T}: Add {G}."]


def test_last_known_abilities_keep_the_intrinsic_ones() -> None:
    """608.2h, 305.6: a Plains that Urborg made a Swamp is remembered with both mana
    abilities as it leaves."""
    t = Table(position({"battlefield": [_land("Plains", "p"), "Urborg, Tomb of Yawgmoth"]}))
    state: GameState = t.state
    record = last_known_record(state, state.objects[t.id("p")])
    assert record.last_chars is not None
    state.remove_object(record.id)
    state.remember(record)
    state.touch()
    assert [a.text for a in characteristics(state, record.id).abilities] == [
        "{T}: Add {W}.", "{T}: Add {B}."]
