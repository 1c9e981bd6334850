"""Spells that cost more to cast, compiled from Oracle text and played: "Spells your
opponents cast cost {2} more to cast." (God-Pharaoh's Statue), "Noncreature spells cost {1}
more to cast." (Glowrider; 601.2f)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cites, do, game_at, pass_all, texts, zone

LIBRARY = ["Plains"] * 6


@template("spell_cost_increase", "cast_by_opponents", cards=("God-Pharaoh's Statue",))
def test_god_pharaohs_statue_taxes_only_the_opponents_spells() -> None:
    """God-Pharaoh's Statue (601.2f, 601.2a, 102.3): Bob's Grizzly Bears ({1}{G}) costs
    {3}{G}, so three lands can't pay for it (601.2h); with a fourth he casts it for all four.
    Alice's own spells cost what they cost."""
    three = ["Forest", "Forest", "Forest"]
    game, _ = game_at({"battlefield": ["God-Pharaoh's Statue"], "library": LIBRARY},
                      {"hand": ["Grizzly Bears"], "library": LIBRARY, "battlefield": three},
                      active="Bob", turn=4)
    assert not any(t.startswith("cast Grizzly Bears") for t in texts(game))
    game, _ = game_at({"battlefield": ["God-Pharaoh's Statue"], "library": LIBRARY},
                      {"hand": ["Grizzly Bears"], "library": LIBRARY,
                       "battlefield": [*three, "Forest"]}, active="Bob", turn=4)
    do(game, "cast Grizzly Bears", "pay {3}{G} automatically")
    assert cites(game, "601.2f")
    pass_all(game)
    assert zone(game, BOB, "battlefield").count("Grizzly Bears") == 1
    game, _ = game_at({"battlefield": ["God-Pharaoh's Statue", "Forest", "Forest"],
                       "hand": ["Grizzly Bears"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Grizzly Bears", "pay {1}{G} automatically")
    pass_all(game)
    assert zone(game, ALICE, "battlefield").count("Grizzly Bears") == 1


@template("spell_cost_increase", cards=("Glowrider",))
def test_glowrider_taxes_every_noncreature_spell_its_controllers_too() -> None:
    """Glowrider (601.2f): Alice's own Pacifism costs {2}{W}, not {1}{W}: two Plains can't
    cast it, while her Grizzly Bears (a creature spell) is untaxed."""
    game, _ = game_at({"battlefield": ["Glowrider", "Plains", "Forest"],
                       "hand": ["Pacifism", "Grizzly Bears"], "library": LIBRARY},
                      {"battlefield": ["Hill Giant"], "library": LIBRARY})
    offered = texts(game)
    assert not any(t.startswith("cast Pacifism") for t in offered)
    assert any(t.startswith("cast Grizzly Bears") for t in offered)
