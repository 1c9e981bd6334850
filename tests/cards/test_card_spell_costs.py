"""Cost reductions and "can't be countered", compiled from Oracle text: affinity (702.41, 702.41a,
601.2f) and "This spell can't be countered." (113.6g, 101.2)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, game_at, life, log_has, name, pay, resolve, texts, zone


@template("affinity", cards=("Thoughtcast",))
def test_thoughtcast_costs_one_less_for_each_artifact() -> None:
    """702.41a, 601.2f: with three Ornithopters Thoughtcast's {4}{U} costs {1}{U}: two
    Islands pay for it and Alice draws two cards."""
    game, _ = game_at({"battlefield": ["Ornithopter"] * 3 + ["Island"] * 2,
                       "hand": ["Thoughtcast"], "library": ["Plains", "Swamp"]})
    game.apply("cast Thoughtcast")
    pay(game)
    resolve(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Plains", "Swamp"]


def test_affinity_counts_only_the_casters_artifacts() -> None:
    """702.41a: "you control": Bob's Ornithopters don't reduce Alice's Thoughtcast, which
    she can't pay with two Islands."""
    game, _ = game_at({"battlefield": ["Island"] * 2, "hand": ["Thoughtcast"]},
                      {"battlefield": ["Ornithopter"] * 3})
    assert not any(t.startswith("cast Thoughtcast") for t in texts(game))


@template("affinity", cards=("Frogmite",))
def test_frogmite_with_four_artifacts_costs_nothing() -> None:
    """601.2f: the generic part reduced to nothing is {0}; Frogmite is cast with no land."""
    game, _ = game_at({"battlefield": ["Ornithopter"] * 4, "hand": ["Frogmite"]})
    game.apply("cast Frogmite")
    pay(game, required=False)
    resolve(game)
    assert "Frogmite" in [game.state.objects[o].card.name for o in game.state.battlefield]


@template("cant_be_countered", cards=("Volcanic Fallout",))
def test_volcanic_fallout_cant_be_countered() -> None:
    """113.6g, 101.2, 701.6a: Counterspell resolves but Volcanic Fallout stays on the stack,
    then deals 2 damage to each creature and each player."""
    game, _ = game_at({"battlefield": ["Mountain"] * 3, "hand": ["Volcanic Fallout"]},
                      {"battlefield": ["Island", "Island", "Grizzly Bears"],
                       "hand": ["Counterspell"]})
    game.apply("cast Volcanic Fallout")
    pay(game)
    fallout = game.state.stack[-1]
    game.apply("pass")
    game.apply("cast Counterspell")
    game.apply(f"target {name(game, fallout)}")
    pay(game)
    resolve(game)
    assert game.state.stack == (fallout,)
    assert log_has(game, "113.6g")
    resolve(game)
    assert life(game, ALICE) == 18 and life(game, BOB) == 18
    assert sorted(zone(game, BOB, "graveyard")) == ["Counterspell", "Grizzly Bears"]
