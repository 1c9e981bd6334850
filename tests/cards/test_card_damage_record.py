"""Triggers on what a source did this turn (120.3, 603.10a), compiled from Oracle text and
played: "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1
counter on this creature." (Sengir Vampire)."""

from __future__ import annotations

from oracle_harness import activate, pass_until, pay, template

from helpers import BOB, cast_resolved, cites, do, game_at, pass_all, zone
from manastack.game import Game

LIBRARY = ["Swamp"] * 6


@template("damaged_by_self_dies_trigger", cards=("Sengir Vampire",))
def test_sengir_vampire_grows_when_a_creature_it_damaged_dies() -> None:
    """Sengir Vampire (120.3e, 704.5g, 603.10a): it blocks Bob's attacking Grizzly Bears,
    which dies of its combat damage, so the Vampire gets a +1/+1 counter; the record of who dealt the
    damage survives a save and load, and is emptied in the cleanup step (514.2)."""
    game, labels = game_at({"battlefield": [{"card": "Sengir Vampire", "label": "v"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    vampire = labels["v"]
    do(game, f"attack with Grizzly Bears#{labels['bears']} -> Alice",
       "done declaring attackers", by="Bob")
    pass_all(game)
    do(game, f"block Grizzly Bears#{labels['bears']} with Sengir Vampire#{vampire}",
       "done declaring blockers", by="Alice")
    pass_until(game, "combat damage")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert game.state.lki[labels["bears"]].damaged_by == ((game.state.turn, vampire),)
    assert game.state.stack, "the trigger waits on the stack"
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    pass_all(game)
    assert game.state.objects[vampire].counters.get("+1/+1") == 1
    assert game.state.objects[vampire].damaged_by == ((game.state.turn, labels["bears"]),)
    pass_until(game, "end")
    do(game, "pass", "pass")
    assert all(not game.state.objects[o].damaged_by for o in game.state.battlefield)


@template("damaged_by_self_dies_trigger", cards=("Sengir Vampire",))
def test_sengir_vampire_ignores_creatures_it_didnt_damage() -> None:
    """603.10a, 120.3: Bob's Grizzly Bears dies of Lightning Bolt's damage, not the
    Vampire's, so the Vampire's ability doesn't trigger."""
    game, labels = game_at({"hand": ["Lightning Bolt"],
                            "battlefield": ["Mountain", {"card": "Sengir Vampire", "label": "v"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY})
    cast_resolved(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"] and not game.state.stack
    assert game.state.objects[labels["v"]].counters.get("+1/+1") is None


def _shielded_skeletons(spell: str) -> tuple[Game, dict[str, int]]:
    """Alice casts `spell` at Bob's Drudge Skeletons; Bob answers with its regeneration
    ability (701.19a), which resolves first; then the spell resolves."""
    game, labels = game_at({"hand": [spell], "battlefield": ["Mountain", "Mountain"],
                            "library": LIBRARY},
                           {"battlefield": ["Swamp", {"card": "Drudge Skeletons", "label": "s"}],
                            "library": LIBRARY})
    do(game, f"cast {spell}", f"target Drudge Skeletons#{labels['s']}")
    pay(game)
    do(game, "pass", by="Alice")
    activate(game, labels["s"])
    pass_all(game)          # the shield
    pass_all(game)          # the spell
    return game, labels


@template("dealt_damage_cant_be_regenerated", cards=("Incinerate",))
def test_incinerate_keeps_the_creature_it_damaged_from_regenerating() -> None:
    """Incinerate (701.19c, 120.3e, 704.5g): Drudge Skeletons, dealt 3 damage by it, can't be
    regenerated this turn, so its shield doesn't save it and it dies; dealt lethal damage by
    Shock instead, the shield regenerates it (701.19a)."""
    game, _ = _shielded_skeletons("Incinerate")
    assert zone(game, BOB, "graveyard") == ["Drudge Skeletons"]
    assert cites(game, "701.19c")
    game, labels = _shielded_skeletons("Shock")
    assert zone(game, BOB, "graveyard") == [] and game.state.objects[labels["s"]].tapped


@template("dealt_damage_cant_be_regenerated", cards=("Incinerate",))
def test_incinerate_at_a_player_leaves_creatures_regenerable() -> None:
    """701.19c: Incinerate at Bob deals no damage to a creature, so no creature is kept from
    regenerating: Bob loses 3 life and no effect is created."""
    game, _ = game_at({"hand": ["Incinerate"], "battlefield": ["Mountain", "Mountain"],
                       "library": LIBRARY},
                      {"battlefield": ["Drudge Skeletons"], "library": LIBRARY})
    cast_resolved(game, "Incinerate", "Bob")
    assert game.state.players[BOB].life == 17 and not game.state.effects
    assert not cites(game, "701.19c")
