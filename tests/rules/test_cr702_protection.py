"""702.16: protection. "From A and from B" is two protections (702.16g: Akroma, Angel of
Wrath); a card type or subtype as the quality (702.16a: Warren-Scourge Elf, protection from
Goblins); colors of a source (Guardian of the Guildpact, protection from monocolored);
"protection from everything" (702.16j, on a hypothetical creature); protection stops only
what 702.16b-f name: an effect that doesn't target still applies (Wrath of God); and an
effect can give it (Absolute Law, 613.1f)."""

from __future__ import annotations

import pytest

from helpers import (
    ALICE,
    blocked_attack,
    cites,
    do,
    game_at,
    name,
    pass_all,
    pay,
    texts,
    zone,
)
from manastack.rules.layers import characteristics
from manastack.rules.protection import qualities, shielding, subtype_plural
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6
WARDED = inline_cards([
    {"name": "Warded Sentinel", "mana_cost": "{3}{W}", "type_line": "Creature — Spirit",
     "text": "Protection from everything", "power": 2, "toughness": 4}])


def test_from_a_and_from_b_is_two_protections() -> None:
    """702.16g: "protection from black and from red" has the qualities black and red;
    702.16a: a quality the rules don't know makes no protection."""
    assert qualities("protection from black and from red") == ("black", "red")
    assert qualities("protection from artifacts") == ("artifacts",)
    assert qualities("protection from goblins") == ("goblins",)
    assert qualities("protection from mana value 3 or less") == ()
    assert subtype_plural("Elf") == "elves" and subtype_plural("Goblin") == "goblins"


def test_akroma_cant_be_targeted_by_black_or_red_spells() -> None:
    """702.16g, 702.16b: Akroma, Angel of Wrath (protection from black and from red) is no
    legal target of Bob's Shock (red) nor of his Disfigure (black), which, with no other
    creature to target, can't be cast at all (601.2c)."""
    game, labels = game_at({"battlefield": [{"card": "Akroma, Angel of Wrath",
                                             "label": "akroma"}], "library": LIBRARY},
                           {"battlefield": ["Swamp", "Mountain"], "hand": ["Shock", "Disfigure"],
                            "library": LIBRARY}, active="Bob")
    assert not any(t.startswith("cast Disfigure") for t in texts(game))
    do(game, "cast Shock")
    assert f"target {name(game, labels['akroma'])}" not in texts(game)


def test_protection_from_a_creature_type_stops_damage_from_it() -> None:
    """702.16a, 702.16e: Warren-Scourge Elf (protection from Goblins) blocks Bob's Goblin
    Piker (2/1): the Goblin's damage is prevented."""
    game, labels = blocked_attack([{"card": "Warren-Scourge Elf", "label": "elf"}],
                                  [{"card": "Goblin Piker", "label": "goblin"}], "goblin", "elf")
    assert game.state.objects[labels["elf"]].damage == 0
    assert cites(game, "702.16e")


def test_monocolored_is_a_quality_of_a_sources_colors() -> None:
    """702.16a, 105.2a: Guardian of the Guildpact (protection from monocolored) is no target
    of Shock (red: one color); a multicolored or colorless source isn't stopped."""
    game, labels = game_at({"battlefield": [{"card": "Guardian of the Guildpact",
                                             "label": "guardian"},
                                            {"card": "Ornithopter", "label": "thopter"}],
                            "library": LIBRARY},
                           {"battlefield": ["Mountain"], "hand": ["Shock"], "library": LIBRARY},
                           active="Bob")
    guardian = characteristics(game.state, labels["guardian"])
    assert shielding(guardian, characteristics(game.state, labels["thopter"])) is None
    do(game, "cast Shock")
    assert f"target {name(game, labels['guardian'])}" not in texts(game)


def test_protection_from_everything_stops_every_source() -> None:
    """702.16j: a creature with protection from everything is no target of any spell, and
    the damage of a colorless artifact creature to it is prevented."""
    game, labels = blocked_attack([{"card": "Warded Sentinel", "label": "sentinel"}],
                                  [{"card": "Bronze Sable", "label": "sable"}, "Mountain"],
                                  "sable", "sentinel", bob_hand=("Shock",), cards=WARDED)
    assert game.state.objects[labels["sentinel"]].damage == 0
    assert zone(game, 1, "graveyard") == ["Bronze Sable"]
    do(game, "cast Shock", by="Bob")
    assert f"target {name(game, labels['sentinel'])}" not in texts(game)


def test_an_effect_that_doesnt_target_still_applies() -> None:
    """702.16b-f name all that protection stops: Wrath of God (white, no target) destroys
    Black Knight (protection from white) with the rest."""
    game, _ = game_at({"battlefield": ["Plains"] * 4, "hand": ["Wrath of God"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Black Knight", "label": "knight"}],
                            "library": LIBRARY})
    do(game, "cast Wrath of God")
    pay(game)
    pass_all(game)
    assert zone(game, 1, "graveyard") == ["Black Knight"]


@pytest.mark.parametrize("color", ["red", "black"])
def test_absolute_law_gives_every_creature_protection(color: str) -> None:
    """613.1f, 702.16b: Absolute Law ("All creatures have protection from red.") gives Bob's
    Grizzly Bears protection from red: Shock can't target them; Disfigure (black) can."""
    game, labels = game_at({"battlefield": ["Absolute Law"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            "Swamp", "Mountain"],
                            "hand": ["Shock", "Disfigure"], "library": LIBRARY}, active="Bob")
    assert "protection from red" in characteristics(game.state, labels["bears"]).keywords
    do(game, "cast Shock" if color == "red" else "cast Disfigure")
    bears = f"target {name(game, labels['bears'])}"
    assert (bears in texts(game)) == (color == "black")
    assert game.state.objects[labels["bears"]].controller != ALICE


def test_protection_from_each_color_is_one_protection_per_color() -> None:
    """702.16h: "protection from each color" is protection from white, blue, black, red and
    green: a hypothetical creature with it is no target of Shock (red) nor of Disfigure
    (black), while a colorless source isn't stopped (Ornithopter stays a target)."""
    cards = inline_cards([{"name": "Prismatic Warden", "mana_cost": "{4}", "power": 2,
                           "toughness": 2, "type_line": "Artifact Creature — Golem",
                           "text": "Protection from each color"}])
    game, labels = game_at({"battlefield": [{"card": "Prismatic Warden", "label": "warden"},
                                            {"card": "Ornithopter", "label": "thopter"}],
                            "library": LIBRARY},
                           {"battlefield": ["Swamp", "Mountain"], "hand": ["Shock", "Disfigure"],
                            "library": LIBRARY}, active="Bob", cards=cards)
    warden = characteristics(game.state, labels["warden"])
    assert shielding(warden, characteristics(game.state, labels["thopter"])) is None
    for spell in ("Shock", "Disfigure"):
        do(game, f"cast {spell}")
        assert f"target {name(game, labels['warden'])}" not in texts(game)
        assert f"target {name(game, labels['thopter'])}" in texts(game)
        game.cancel()
