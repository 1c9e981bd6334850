"""Protection compiled from Oracle text (702.16): "Protection from black" (White Knight),
"from red" (Soltari Priest), "from artifacts" (Yavimaya Scion), and "gains protection from
the color of your choice until end of turn" (Mother of Runes, Gods Willing, Knight of
Dawn): the protected permanent can't be targeted (702.16b), enchanted (702.16c) or equipped
(702.16d) by what has the quality, damage from it is prevented (702.16e), and attacking it
can't be blocked by it (702.16f)."""

from __future__ import annotations

import pytest
from oracle_harness import activate, template

from helpers import (
    ALICE,
    BOB,
    at_step,
    blocked_attack,
    cites,
    do,
    game_at,
    name,
    pass_all,
    pass_until,
    pay,
    texts,
    zone,
)
from manastack.errors import IllegalChoiceError
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 6


def _targets(game, label: str) -> list[str]:
    return [t for t in texts(game) if t.startswith("target")]


@template("protection", "protection_quality", cards=("White Knight",))
def test_white_knight_cant_be_targeted_by_a_black_spell() -> None:
    """702.16b: Bob's Disfigure (black) can target Grizzly Bears but not White Knight
    (protection from black); his red Shock can target White Knight."""
    game, labels = game_at({"battlefield": [{"card": "White Knight", "label": "knight"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"battlefield": ["Swamp", "Mountain"], "hand": ["Disfigure", "Shock"],
                            "library": LIBRARY}, active="Bob")
    do(game, "cast Disfigure")
    options = texts(game)
    assert f"target {name(game, labels['bears'])}" in options
    assert f"target {name(game, labels['knight'])}" not in options
    game.cancel()
    do(game, "cast Shock")
    assert f"target {name(game, labels['knight'])}" in texts(game)


@template("protection", cards=("White Knight",))
def test_damage_from_a_black_source_to_white_knight_is_prevented() -> None:
    """702.16e: White Knight blocks Bob's black Mass of Ghouls (5/3): the Knight's
    first-strike damage is dealt (2), the Ghouls' 5 damage is prevented (the log cites
    702.16e), and both survive."""
    game, labels = blocked_attack([{"card": "White Knight", "label": "knight"}],
                                  [{"card": "Mass of Ghouls", "label": "ghouls"}],
                                  "ghouls", "knight")
    assert game.state.objects[labels["ghouls"]].damage == 2
    assert game.state.objects[labels["knight"]].damage == 0
    assert labels["knight"] in game.state.battlefield
    assert cites(game, "702.16e")


@template("protection", cards=("Soltari Priest",))
def test_soltari_priest_takes_no_damage_from_red_and_is_no_target_of_shock() -> None:
    """702.16b, 702.16e: Soltari Priest (protection from red) is no legal target of Bob's
    Shock; Shock can target Alice. (Shadow, 702.28, is tested with evasion.)"""
    game, labels = game_at({"battlefield": [{"card": "Soltari Priest", "label": "priest"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                           active="Bob")
    do(game, "cast Shock")
    options = texts(game)
    assert f"target {name(game, labels['priest'])}" not in options
    assert "target Alice" in options


@template("protection", cards=("White Knight",))
def test_attacking_white_knight_cant_be_blocked_by_black_creatures() -> None:
    """702.16f: attacking White Knight can be blocked by Grizzly Bears but not by Dross
    Prowler (black); the illegal block cites 702.16f and changes nothing."""
    game, labels = game_at({"battlefield": [{"card": "White Knight", "label": "knight"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Walking Corpse", "label": "corpse"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['knight'])} -> Bob", "done declaring attackers",
       by="Alice")
    pass_all(game)
    knight = name(game, labels["knight"])
    assert f"block {knight} with {name(game, labels['bears'])}" in texts(game)
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"702\.16f"):
        game.apply(f"block {knight} with {name(game, labels['corpse'])}")
    assert game.state_hash() == before


@template("protection", cards=("White Knight",))
def test_a_black_aura_falls_off_white_knight() -> None:
    """702.16c, 704.5m: Unholy Strength (a black Aura) can't target White Knight as it is
    cast; one attached to it is put into its owner's graveyard as a state-based action."""
    game, labels = game_at({"battlefield": [{"card": "White Knight", "label": "knight"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Swamp"],
                            "hand": ["Unholy Strength"], "library": LIBRARY})
    do(game, "cast Unholy Strength")
    assert f"target {name(game, labels['knight'])}" not in texts(game)
    assert f"target {name(game, labels['bears'])}" in texts(game)
    game, labels = game_at({"battlefield": [{"card": "White Knight", "label": "knight"},
                                            {"card": "Unholy Strength",
                                             "attached_to": "knight"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert zone(game, ALICE, "graveyard") == ["Unholy Strength"]
    assert cites(game, "704.5m")


@template("protection", cards=("Yavimaya Scion",))
def test_an_equipment_cant_equip_yavimaya_scion() -> None:
    """702.16d, 704.5n: Yavimaya Scion (protection from artifacts) is no legal target of
    Bonesplitter's equip ability (Grizzly Bears is); a Bonesplitter attached to it becomes
    unattached as a state-based action and stays on the battlefield."""
    game, labels = game_at({"battlefield": [{"card": "Yavimaya Scion", "label": "scion"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Bonesplitter", "label": "axe"},
                                            "Mountain"],
                            "library": LIBRARY}, {"library": LIBRARY})
    do(game, f"activate {name(game, labels['axe'])}: Equip {{1}}")
    assert f"target {name(game, labels['scion'])}" not in texts(game)
    assert f"target {name(game, labels['bears'])}" in texts(game)
    game, labels = game_at({"battlefield": [{"card": "Yavimaya Scion", "label": "scion"},
                                            {"card": "Bonesplitter", "label": "axe",
                                             "attached_to": "scion"}],
                            "library": LIBRARY}, {"library": LIBRARY})
    assert game.state.objects[labels["axe"]].attached_to is None
    assert labels["axe"] in game.state.battlefield
    assert cites(game, "704.5n")


@template("protection", cards=("Yavimaya Scion",))
def test_damage_from_an_artifact_creature_to_yavimaya_scion_is_prevented() -> None:
    """702.16a, 702.16e: Yavimaya Scion blocks Bob's Bronze Sable (an artifact creature,
    2/1): its damage is prevented; the Scion's damage kills the Sable."""
    game, labels = blocked_attack([{"card": "Yavimaya Scion", "label": "scion"}],
                                  [{"card": "Bronze Sable", "label": "sable"}], "sable", "scion")
    assert game.state.objects[labels["scion"]].damage == 0
    assert zone(game, BOB, "graveyard") == ["Bronze Sable"]


@template("protection_choice", "keyword_gain", cards=("Mother of Runes",))
def test_mother_of_runes_saves_a_creature_from_a_black_spell() -> None:
    """702.16b, 608.2b, 608.2d: Bob's Disfigure targets Grizzly Bears; in response Alice's
    Mother of Runes gives the Bears protection from black (the color chosen as the ability
    resolves); Disfigure's only target is then illegal and it doesn't resolve. The
    protection ends in the cleanup step (514.2)."""
    game, labels = game_at({"battlefield": [{"card": "Mother of Runes", "label": "mother"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"battlefield": ["Swamp"], "hand": ["Disfigure"], "library": LIBRARY},
                           active="Bob")
    do(game, "cast Disfigure", f"target {name(game, labels['bears'])}")
    pay(game)
    do(game, "pass", by="Bob")
    activate(game, labels["mother"], name(game, labels["bears"]))
    pass_all(game)          # Mother of Runes' ability resolves: Alice chooses the color
    do(game, "protection from black", by="Alice")
    assert "protection from black" in characteristics(game.state, labels["bears"]).keywords
    pass_all(game)          # Disfigure: its target is illegal (702.16b, 608.2b)
    assert zone(game, BOB, "graveyard") == ["Disfigure"]
    assert game.state.objects[labels["bears"]].zone == "battlefield"
    assert characteristics(game.state, labels["bears"]).power == 2
    pass_until(game, at_step("upkeep", "Alice"))
    assert "protection from black" not in characteristics(game.state, labels["bears"]).keywords


@template("protection_choice", cards=("Gods Willing",))
def test_gods_willing_gives_protection_from_red_against_shock() -> None:
    """702.16e, 608.2d: Alice's Gods Willing gives Grizzly Bears protection from red (her
    choice) and she scries 1 (701.22); then Bob's Shock has no legal target in the Bears."""
    game, labels = game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            "Plains"],
                            "hand": ["Gods Willing"], "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY})
    do(game, "cast Gods Willing", f"target {name(game, labels['bears'])}")
    pay(game)
    pass_all(game)
    do(game, "protection from red", by="Alice")
    while game.decision is not None and game.decision.player == ALICE \
            and game.decision.kind.value != "priority":
        do(game, texts(game)[0])            # scry 1: keep the card where it is
    assert "protection from red" in characteristics(game.state, labels["bears"]).keywords
    assert zone(game, ALICE, "graveyard") == ["Gods Willing"]
    do(game, "pass", by="Alice")
    do(game, "cast Shock", by="Bob")
    assert f"target {name(game, labels['bears'])}" not in texts(game)


@template("protection_choice", cards=("Knight of Dawn",))
def test_knight_of_dawn_gains_protection_from_the_chosen_color() -> None:
    """702.16e, 608.2d: Knight of Dawn's "{W}{W}: This creature gains protection from the
    color of your choice until end of turn": chosen green, damage from Bob's green Grizzly
    Bears is prevented in combat."""
    game, labels = game_at({"battlefield": [{"card": "Knight of Dawn", "label": "knight"},
                                            "Plains", "Plains"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    do(game, f"attack with {name(game, labels['bears'])} -> Alice", "done declaring attackers",
       by="Bob")
    do(game, "pass", by="Bob")
    activate(game, labels["knight"])
    pass_all(game)
    do(game, "protection from green", by="Alice")
    pass_all(game)
    do(game, f"block {name(game, labels['bears'])} with {name(game, labels['knight'])}",
       "done declaring blockers", by="Alice")
    pass_until(game, at_step("end of combat"))
    assert game.state.objects[labels["knight"]].damage == 0
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
