"""A series of card types joined by "and" (205.2a), compiled from Oracle text and played:
"Destroy all artifacts, creatures, and enchantments." (Akroma's Vengeance)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, permanents, resolve, zone


@template("type_list", cards=("Akroma's Vengeance",))
def test_akromas_vengeance_destroys_every_artifact_creature_and_enchantment() -> None:
    """701.8a, 205.2a: Akroma's Vengeance destroys Bob's Ornithopter, Grizzly Bears and
    Glorious Anthem and Alice's Sol Ring; the lands stay."""
    game, _ = game_at({"battlefield": ["Plains"] * 6 + ["Sol Ring"],
                       "hand": ["Akroma's Vengeance"]},
                      {"battlefield": ["Ornithopter", "Grizzly Bears", "Glorious Anthem",
                                       "Island"]})
    cast(game, "Akroma's Vengeance")
    resolve(game)
    assert permanents(game, ALICE) == ["Plains"] * 6
    assert permanents(game, BOB) == ["Island"]
    assert sorted(zone(game, BOB, "graveyard")) == ["Glorious Anthem", "Grizzly Bears",
                                                    "Ornithopter"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Akroma's Vengeance", "Sol Ring"]
