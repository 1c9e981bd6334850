"""Regeneration (701.19, 614.8) on real cards: "{G}: Regenerate this creature." gives a
shield that replaces the next destruction this turn, and "can't be regenerated" /
destruction effects that ignore shields (701.19c)."""

from __future__ import annotations

from oracle_harness import activate, cast, template

from helpers import ALICE, BOB, cites, game_at, name, pass_all, resolve, zone

LIBRARY = ["Island"] * 6


@template("regenerate", cards=("River Boa",))
def test_a_shield_replaces_destruction_by_lethal_damage() -> None:
    """701.19a, 701.8c, 704.5g: River Boa, shielded, takes 3 damage from Lightning Bolt:
    instead of being destroyed its damage is removed and it is tapped; the shield is used up
    (614.3), so nothing replaces the second Bolt's destruction (614.4: a replacement effect
    must exist before the event)."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "River Boa", "label": "boa"}, "Forest",
                                            "Mountain", "Mountain"],
                            "hand": [{"card": "Lightning Bolt", "label": "bolt1"},
                                     {"card": "Lightning Bolt", "label": "bolt2"}]},
                           {"library": LIBRARY})
    activate(game, labels["boa"])
    resolve(game)
    cast(game, name(game, labels["bolt1"]), name(game, labels["boa"]))
    resolve(game)
    boa = game.state.objects[labels["boa"]]
    assert boa.zone == "battlefield" and boa.tapped and boa.damage == 0
    assert cites(game, "701.19a")
    # 701.19a: the shield protects once; the second Bolt destroys it.
    cast(game, name(game, labels["bolt2"]), name(game, labels["boa"]))
    resolve(game)
    assert "River Boa" in zone(game, ALICE, "graveyard")


@template("can_t_be_regenerated", cards=("Wrath of God",))
def test_cant_be_regenerated_ignores_the_shield() -> None:
    """701.19c: Wrath of God ("They can't be regenerated.") destroys a shielded River Boa."""
    # Bob casts Wrath of God on his own turn while Alice's River Boa is shielded.
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "River Boa", "label": "boa"}, "Forest"]},
                           {"library": LIBRARY, "hand": ["Wrath of God"],
                            "battlefield": ["Plains"] * 4},
                           active="Bob", priority="Alice")
    activate(game, labels["boa"])
    resolve(game)
    cast(game, "Wrath of God")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["River Boa"]
    assert zone(game, BOB, "graveyard") == ["Wrath of God"]


def test_a_regenerated_blocker_is_removed_from_combat() -> None:
    """701.19a, 506.4: Drudge Skeletons blocks Hill Giant and gets a shield; dealt lethal
    combat damage, it regenerates: untouched, tapped and out of combat."""
    game, labels = game_at({"library": LIBRARY,
                            "battlefield": [{"card": "Hill Giant", "label": "giant"}]},
                           {"library": LIBRARY,
                            "battlefield": [{"card": "Drudge Skeletons", "label": "skel"},
                                            "Swamp"]},
                           step="declare attackers", stage="begin")
    game.apply(f"attack with {name(game, labels['giant'])} -> Bob")
    game.apply("done declaring attackers")
    pass_all(game)
    game.apply(f"block {name(game, labels['giant'])} with {name(game, labels['skel'])}")
    game.apply("done declaring blockers")
    game.apply("pass")          # Alice
    activate(game, labels["skel"])
    resolve(game)
    pass_all(game)
    skel = game.state.objects.get(labels["skel"])
    assert skel is not None and skel.zone == "battlefield" and skel.tapped and skel.damage == 0
    combat = game.state.combat
    assert combat is None or all(b != labels["skel"] for b, _ in combat.blockers)
    assert cites(game, "701.19a")
