"""More trigger events and "of their choice", compiled from Oracle text and played: "Whenever
this creature becomes tapped, ..." (Vampire Envoy, City of Brass; 603.2e), "Whenever this
creature or another creature you control dies, ..." (Zulaport Cutthroat; 700.4, 603.10a) and
"Target player sacrifices a creature of their choice." (Diabolic Edict, Blighted Fen;
701.21a)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, cast_resolved, do, game_at, life, pass_all, texts, who, zone
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Swamp"] * 6


@template("becomes_tapped_self_trigger", cards=("Vampire Envoy",))
def test_vampire_envoy_gains_life_as_it_becomes_tapped_by_attacking() -> None:
    """Vampire Envoy (603.2e, 508.1f): attacking taps it, so its ability triggers and Alice
    gains 1 life (119.1)."""
    game, labels = game_at({"battlefield": [{"card": "Vampire Envoy", "label": "v"}],
                            "library": LIBRARY}, {"library": LIBRARY},
                           step="declare attackers", stage="begin")
    do(game, f"attack with Vampire Envoy#{labels['v']} -> Bob", "done declaring attackers")
    assert game.state.stack or game.state.pending_triggers
    pass_all(game)
    assert life(game, ALICE) == 21


@template("becomes_tapped_self_trigger", cards=("City of Brass",))
def test_city_of_brass_deals_damage_when_tapped_for_mana() -> None:
    """City of Brass (603.2e, 106.12a, 605.1a): tapped for mana to pay for a spell, its
    ability (not a mana ability: it adds no mana) triggers and deals 1 damage to Alice."""
    game, _ = game_at({"hand": ["Vampire Envoy"], "battlefield": ["City of Brass", "Swamp",
                                                                  "Swamp"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Vampire Envoy")
    do(game, next(t for t in texts(game) if "automatically" in t))
    pass_all(game)
    assert game.state.objects[game.state.battlefield[0]].tapped
    assert life(game, ALICE) == 19


@template("self_or_another_dies_trigger", cards=("Zulaport Cutthroat", "Diabolic Edict"))
def test_zulaport_cutthroat_drains_for_itself_and_creatures_alice_controls() -> None:
    """Zulaport Cutthroat (700.4, 603.10a): Bob's Diabolic Edict makes Alice sacrifice a
    creature of her choice (701.21a): she chooses Grizzly Bears, the Cutthroat triggers,
    Bob loses 1 life and Alice gains 1; a second Edict takes the Cutthroat itself, which
    triggers as it dies (looking back); Bob's own creature dying doesn't trigger it."""
    game, labels = game_at({"battlefield": [{"card": "Zulaport Cutthroat", "label": "z"},
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"hand": ["Diabolic Edict", "Diabolic Edict"],
                            "battlefield": ["Swamp"] * 4, "library": LIBRARY},
                           active="Bob")
    cast_resolved(game, "Diabolic Edict", "Alice")
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and d.player == ALICE
    do(game, f"pick Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert (life(game, ALICE), life(game, BOB)) == (21, 19)
    cast_resolved(game, "Diabolic Edict", "Alice")      # the only creature: no choice
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears", "Zulaport Cutthroat"]
    assert (life(game, ALICE), life(game, BOB)) == (22, 18)


@template("self_or_another_dies_trigger", cards=("Zulaport Cutthroat", "Blighted Fen"))
def test_blighted_fen_makes_the_opponent_choose_and_cutthroat_ignores_their_creatures() -> None:
    """Blighted Fen (602.2, 701.21a): Bob sacrifices the creature of his choice, Gray Ogre;
    Alice's Zulaport Cutthroat doesn't trigger for a creature she doesn't control."""
    game, labels = game_at({"battlefield": ["Blighted Fen", *["Swamp"] * 5,
                                            {"card": "Zulaport Cutthroat", "label": "z"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Grizzly Bears"], "library": LIBRARY})
    activate(game, game.state.battlefield[0], "Bob", index=1)
    pass_all(game)
    assert who(game).startswith("Bob")
    do(game, f"pick Gray Ogre#{labels['ogre']}")
    assert zone(game, BOB, "graveyard") == ["Gray Ogre"] and not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Blighted Fen"]
    assert (life(game, ALICE), life(game, BOB)) == (20, 20)
