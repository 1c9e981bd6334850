"""Spells that cost less to cast, and two kinds of spells that cost more, compiled from
Oracle text and played (601.2f: increases added, then reductions taken, never below {0}
generic, 118.7a): Goblin Electromancer ("Instant and sorcery spells you cast cost {1} less
to cast."), Nightscape Familiar ("Blue spells and red spells you cast"), Etherium Sculptor
and Aura of Silence ("Artifact and enchantment spells your opponents cast cost {2} more")."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, cites, do, game_at, pass_all, texts, zone

LIBRARY = ["Island"] * 6


@template("spell_cost_reduction", "spell_pair", "cast_by_you", cards=("Goblin Electromancer",))
def test_goblin_electromancer_makes_instants_and_sorceries_cheaper() -> None:
    """601.2f: Divination ({2}{U}) costs {1}{U}, paid with Alice's two Islands."""
    game, _ = game_at({"battlefield": ["Goblin Electromancer", "Island", "Island"],
                       "hand": ["Divination"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Divination", "pay {1}{U} automatically")
    assert cites(game, "601.2f")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Divination"]


def test_goblin_electromancer_helps_only_its_controller() -> None:
    """601.2a: "you cast": Bob's Divination costs its full {2}{U}, which two Islands can't
    pay."""
    game, _ = game_at({"battlefield": ["Goblin Electromancer"], "library": LIBRARY},
                      {"battlefield": ["Island", "Island"], "hand": ["Divination"],
                       "library": LIBRARY}, active="Bob", turn=4)
    assert not any(t.startswith("cast Divination") for t in texts(game))


@template("spell_cost_reduction", "spell_pair", cards=("Nightscape Familiar",))
def test_nightscape_familiar_reduces_blue_and_red_spells() -> None:
    """601.2f: a red spell, Hill Giant ({3}{R}), costs {2}{R}: three Mountains cast it."""
    game, _ = game_at({"battlefield": ["Nightscape Familiar", "Mountain", "Mountain", "Mountain"],
                       "hand": ["Hill Giant"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Hill Giant", "pay {2}{R} automatically")
    pass_all(game)
    assert "Hill Giant" in zone(game, ALICE, "battlefield")


@template("spell_cost_reduction", cards=("Etherium Sculptor",))
def test_etherium_sculptor_makes_an_artifact_free() -> None:
    """601.2f, 118.7a: Brass Man ({1}) costs {0}: Alice casts it with no land."""
    game, _ = game_at({"battlefield": ["Etherium Sculptor"], "hand": ["Brass Man"],
                       "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Brass Man")
    pass_all(game)
    assert "Brass Man" in zone(game, ALICE, "battlefield")


@template("spell_cost_increase_of_pair", "spell_pair", cards=("Aura of Silence",))
def test_aura_of_silence_taxes_the_opponents_artifacts_and_enchantments() -> None:
    """601.2f: Bob's Ornithopter ({0}), an artifact spell, costs {2}, paid with his two
    Forests; his Grizzly Bears, a creature spell, is still castable for {1}{G}."""
    game, _ = game_at({"battlefield": ["Aura of Silence"], "library": LIBRARY},
                      {"battlefield": ["Forest", "Forest"], "hand": ["Ornithopter", "Grizzly Bears"],
                       "library": LIBRARY}, active="Bob", turn=4)
    assert any(t.startswith("cast Grizzly Bears") for t in texts(game))
    do(game, "cast Ornithopter", "pay {2} automatically")
    pass_all(game)
    assert "Ornithopter" in zone(game, BOB, "battlefield")
