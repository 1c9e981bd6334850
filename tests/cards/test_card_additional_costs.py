"""Additional costs and cost reductions written on spells, compiled from Oracle text: "As an
additional cost to cast this spell, [cost]." (118.8, 601.2f-h) and "This spell costs {N}
less to cast for each ..." (601.2f)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, game_at, pay, resolve, texts, zone
from manastack.rules.decisions import DecisionKind


@template("additional_cost", cards=("Bone Splinters",))
def test_bone_splinters_sacrifices_a_creature_as_it_is_cast() -> None:
    """601.2h, 118.8: Alice sacrifices Grizzly Bears while casting Bone Splinters (it is in
    her graveyard before the spell resolves), then Bob's Hill Giant is destroyed."""
    game, _ = game_at({"battlefield": ["Swamp", "Grizzly Bears"], "hand": ["Bone Splinters"]},
                      {"battlefield": ["Hill Giant"]})
    game.apply("cast Bone Splinters")
    choose(game, "target Hill Giant")
    pay(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.PICK
    choose(game, "pick Grizzly Bears")
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"]


def test_bone_splinters_needs_a_creature_to_sacrifice() -> None:
    """118.3: without a creature of her own Alice can't pay, so Bone Splinters isn't offered."""
    game, _ = game_at({"battlefield": ["Swamp"], "hand": ["Bone Splinters"]},
                      {"battlefield": ["Hill Giant"]})
    assert not any(t.startswith("cast Bone Splinters") for t in texts(game))


@template("additional_cost", cards=("Cathartic Reunion",))
def test_cathartic_reunion_discards_two_other_cards() -> None:
    """601.2a, 118.8: the two cards discarded are others than the spell (it is on the stack);
    with only one other card in hand it can't be cast."""
    game, _ = game_at({"battlefield": ["Mountain"] * 2,
                       "hand": ["Cathartic Reunion", "Plains"]})
    assert not any(t.startswith("cast Cathartic Reunion") for t in texts(game))
    game, _ = game_at({"battlefield": ["Mountain"] * 2,
                       "hand": ["Cathartic Reunion", "Plains", "Swamp"],
                       "library": ["Island", "Forest", "Mountain"]})
    game.apply("cast Cathartic Reunion")
    pay(game)
    while game.decision is not None and game.decision.kind is DecisionKind.PICK:
        choose(game, "pick")
    resolve(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Cathartic Reunion", "Plains", "Swamp"]
    assert len(zone(game, ALICE, "hand")) == 3


@template("cost_less_for_each", cards=("Blasphemous Act",))
def test_blasphemous_act_costs_one_less_for_each_creature_on_the_battlefield() -> None:
    """601.2f: five creatures (both players') make Blasphemous Act's {8}{R} cost {3}{R}."""
    game, _ = game_at({"battlefield": ["Mountain"] * 4 + ["Grizzly Bears"] * 2,
                       "hand": ["Blasphemous Act"]},
                      {"battlefield": ["Hill Giant"] * 3})
    game.apply("cast Blasphemous Act")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"] * 3
    assert sorted(zone(game, ALICE, "graveyard")) == ["Blasphemous Act", "Grizzly Bears",
                                                       "Grizzly Bears"]


def test_blasphemous_act_with_fewer_creatures_costs_more() -> None:
    """601.2f: with one creature it costs {7}{R}, more than four Mountains make."""
    game, _ = game_at({"battlefield": ["Mountain"] * 4 + ["Grizzly Bears"],
                       "hand": ["Blasphemous Act"]})
    assert not any(t.startswith("cast Blasphemous Act") for t in texts(game))
