"""301 Artifacts (Equipment 301.5, Vehicles 301.7), 208.3 (a noncreature permanent has no
power or toughness), and 300.2a / 305.9 (an artifact land is played only as a land)."""

from __future__ import annotations

from helpers import do, game_at, pay, resolve, texts
from manastack.rules.layers import characteristics

LIBRARY = ["Island"] * 4


def test_208_3_301_7a_a_vehicle_has_power_and_toughness_only_while_a_creature() -> None:
    """208.3, 301.7a / 702.122a: Sky Skiff (a 2/3 Vehicle, crew 1) has no power or toughness
    while it is only an artifact; crewed by Grizzly Bears it is a 2/3 artifact creature."""
    game, labels = game_at({"battlefield": [{"card": "Sky Skiff", "label": "skiff"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    skiff = characteristics(game.state, labels["skiff"])
    assert "Creature" not in skiff.types and (skiff.power, skiff.toughness) == (None, None)
    do(game, next(t for t in texts(game) if t.startswith(f"activate Sky Skiff#{labels['skiff']}")))
    do(game, f"pick Grizzly Bears#{labels['bears']}")
    resolve(game)
    skiff = characteristics(game.state, labels["skiff"])
    assert "Creature" in skiff.types and (skiff.power, skiff.toughness) == (2, 3)


def test_301_5b_an_equipment_enters_unattached() -> None:
    """301.5b: Bonesplitter is cast and enters like any artifact, attached to nothing, with
    Grizzly Bears on the battlefield; 301.4: it is colorless."""
    game, labels = game_at({"hand": [{"card": "Bonesplitter", "label": "b"}],
                            "battlefield": ["Plains", "Grizzly Bears"], "library": LIBRARY})
    do(game, f"cast Bonesplitter#{labels['b']}")
    pay(game)
    resolve(game)
    s = game.state
    equipment = next(o for o in s.battlefield if s.obj(o).card.name == "Bonesplitter")
    assert s.obj(equipment).attached_to is None
    assert characteristics(s, equipment).colors == set()


def test_300_2a_305_9_an_artifact_land_is_played_and_never_cast() -> None:
    """300.2a, 305.9: Seat of the Synod (Artifact Land) in Alice's hand is offered as a land
    to play, never as a spell to cast, even with mana open."""
    game, labels = game_at({"hand": [{"card": "Seat of the Synod", "label": "seat"}],
                            "battlefield": ["Island"] * 3, "library": LIBRARY})
    seat = f"Seat of the Synod#{labels['seat']}"
    assert f"play {seat}" in texts(game)
    assert not any(t.startswith(f"cast {seat}") for t in texts(game))
