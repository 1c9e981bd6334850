"""Overload (702.96a: pay the overload cost rather than the mana cost, and "target" in the
spell's text becomes "each", a text-changing effect, 702.96c; 702.96b: then the spell has no
targets and affects objects that couldn't have been targeted): Mizzium Mortars, Vandalblast,
Mind Rake."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cast_resolved, do, game_at, pass_all, pay, texts, zone

LIBRARY = ["Island"] * 6


@template("overload", cards=("Mizzium Mortars",))
def test_overloaded_mortars_hit_each_creature_you_dont_control() -> None:
    """702.96a-b: cast for {3}{R}{R}{R}, Mizzium Mortars deals 4 damage to each creature Bob
    controls, the hexproof Gladecover Scout too (no target is chosen); Alice's Bears live."""
    game, labels = game_at(
        {
            "battlefield": ["Mountain"] * 6 + [{"card": "Grizzly Bears", "label": "mine"}],
            "hand": ["Mizzium Mortars"],
            "library": LIBRARY,
        },
        {"battlefield": ["Grizzly Bears", "Gladecover Scout"], "library": LIBRARY},
    )
    choice = next(t for t in texts(game) if t.startswith("cast Mizzium Mortars") and "overload" in t)
    do(game, choice)
    pay(game)
    assert game.state.objects[game.state.stack[-1]].targets == ()
    pass_all(game)
    assert sorted(zone(game, BOB, "graveyard")) == ["Gladecover Scout", "Grizzly Bears"]
    assert labels["mine"] in game.state.battlefield


@template("overload", cards=("Mizzium Mortars",))
def test_mortars_cast_normally_target_one_creature() -> None:
    """702.96a: for its mana cost {1}{R} the spell targets one creature as printed; the
    overload cast isn't offered without six mana."""
    game, _ = game_at(
        {"battlefield": ["Mountain"] * 2, "hand": ["Mizzium Mortars"], "library": LIBRARY},
        {"battlefield": ["Grizzly Bears", "Grizzly Bears"], "library": LIBRARY},
    )
    assert not [t for t in texts(game) if "overload" in t]
    cast_resolved(game, "Mizzium Mortars", "Grizzly Bears")
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert len([o for o in game.state.permanents() if o.controller == BOB]) == 1


@template("overload", cards=("Vandalblast",))
def test_overloaded_vandalblast_destroys_each_artifact_you_dont_control() -> None:
    """702.96a: "Destroy each artifact you don't control.": Bob's two artifacts, not
    Alice's."""
    game, labels = game_at(
        {
            "battlefield": ["Mountain"] * 5 + [{"card": "Ornithopter", "label": "mine"}],
            "hand": ["Vandalblast"],
            "library": LIBRARY,
        },
        {"battlefield": ["Ornithopter", "Millstone"], "library": LIBRARY},
    )
    do(game, next(t for t in texts(game) if t.startswith("cast Vandalblast") and "overload" in t))
    pay(game)
    pass_all(game)
    assert sorted(zone(game, BOB, "graveyard")) == ["Millstone", "Ornithopter"]
    assert labels["mine"] in game.state.battlefield


@template("overload", cards=("Mind Rake",))
def test_overloaded_mind_rake_makes_each_player_discard() -> None:
    """702.96a: "Each player discards two cards.": Alice too."""
    game, _ = game_at(
        {"battlefield": ["Swamp"] * 4, "hand": ["Mind Rake", "Island", "Island"], "library": LIBRARY},
        {"hand": ["Island", "Island"], "library": LIBRARY},
    )
    do(game, next(t for t in texts(game) if t.startswith("cast Mind Rake") and "overload" in t))
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == [] and zone(game, BOB, "hand") == []
    assert zone(game, BOB, "graveyard") == ["Island", "Island"]
