"""Umbra armor (702.89a) on a real card, Eel Umbra: "If enchanted permanent would be
destroyed, instead remove all damage marked on it and destroy this Aura" (614.1a), for
lethal damage (704.5g), deathtouch (704.5h) and a destruction that forbids regeneration
(701.19c does not stop it); not for a sacrifice (701.21a)."""

from __future__ import annotations

from oracle_harness import cast, pay, template

from helpers import ALICE, BOB, blocked_attack, choose, game_at, name, pt, resolve, zone


def _enchanted(hand: list[str], lands: list[str], bob: dict | None = None
               ) -> tuple[object, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                    {"card": "Eel Umbra", "label": "umbra",
                                     "attached_to": "bears"}, *lands],
                    "hand": hand}, bob)


@template("umbra_armor_keyword", cards=("Eel Umbra",))
def test_lethal_damage_destroys_the_aura_instead() -> None:
    """702.89a, 704.5g: Lightning Bolt deals 3 to the 3/3 enchanted Grizzly Bears; instead of
    the Bears, Eel Umbra is destroyed and the damage is removed, so the Bears live as 2/2."""
    game, labels = _enchanted(["Lightning Bolt"], ["Mountain"])
    assert pt(game, labels["bears"]) == (3, 3)
    cast(game, "Lightning Bolt", name(game, labels["bears"]))
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt", "Eel Umbra"]
    assert pt(game, labels["bears"]) == (2, 2)
    assert game.state.objects[labels["bears"]].damage == 0


def test_destroy_that_forbids_regeneration_is_still_replaced() -> None:
    """702.89a, 701.19c: Wrath of God's "can't be regenerated" doesn't stop umbra armor: the
    Bears survive, Eel Umbra and Bob's creature are destroyed."""
    game, labels = _enchanted(["Wrath of God"], ["Plains"] * 4,
                              {"battlefield": ["Grizzly Bears"]})
    cast(game, "Wrath of God")
    resolve(game)
    assert labels["bears"] in game.state.battlefield
    assert "Eel Umbra" in zone(game, ALICE, "graveyard")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]


def test_deathtouch_damage_is_removed_too() -> None:
    """702.89a, 704.5h: Bob's Typhoid Rats attacks and Alice's enchanted Bears blocks it: the
    Rats's deathtouch damage would destroy the Bears; umbra armor destroys Eel Umbra instead,
    the damage is removed, and only the Rats die."""
    game, labels = blocked_attack(
        [{"card": "Grizzly Bears", "label": "bears"},
         {"card": "Eel Umbra", "label": "umbra", "attached_to": "bears"}],
        [{"card": "Typhoid Rats", "label": "rats"}], "rats", "bears")
    assert labels["bears"] in game.state.battlefield
    assert game.state.objects[labels["bears"]].damage == 0
    assert zone(game, ALICE, "graveyard") == ["Eel Umbra"]
    assert zone(game, BOB, "graveyard") == ["Typhoid Rats"]


def test_sacrifice_is_not_replaced() -> None:
    """702.89a, 701.21a: a sacrifice is no destruction: Alice sacrifices the enchanted Bears
    to Bone Splinters's cost, the Bears go to the graveyard, and then Eel Umbra too (704.5m)."""
    game, labels = _enchanted(["Bone Splinters"], ["Swamp"],
                              {"battlefield": [{"card": "Grizzly Bears", "label": "theirs"}]})
    game.apply("cast Bone Splinters")
    game.apply(f"target {name(game, labels['theirs'])}")
    pay(game)
    choose(game, f"pick {name(game, labels['bears'])}")
    resolve(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Bone Splinters", "Eel Umbra",
                                                        "Grizzly Bears"]
