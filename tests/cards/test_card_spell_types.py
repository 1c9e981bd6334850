"""Spells of given card types as targets (115.1, 601.2c), compiled from Oracle text and
played: "Counter target artifact or enchantment spell." (Annul) and "Counter target instant
spell." (Dispel): only a spell of one of those types may be chosen."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, life, name, resolve, texts, zone
from manastack.game import Game


def _alice_casts(spell: str, lands: list[str], answer: str) -> tuple[Game, int]:
    """Alice casts `spell` (at Bob if it targets); Bob, with an Island, holds `answer`."""
    game, _ = game_at({"battlefield": lands, "hand": [spell]},
                      {"battlefield": ["Island"], "hand": [answer]})
    targets = ("Bob",) if spell == "Shock" else ()
    cast(game, spell, *targets)
    cast_id = game.state.stack[-1]
    game.apply("pass")
    return game, cast_id


@template("spell_types", cards=("Annul",))
def test_annul_counters_an_artifact_spell() -> None:
    """115.1, 701.6a: Ornithopter (an artifact creature spell) is an artifact spell: Annul
    counters it into Alice's graveyard."""
    game, bird = _alice_casts("Ornithopter", [], "Annul")
    cast(game, "Annul", name(game, bird))
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Ornithopter"]


def test_annul_has_no_target_in_a_creature_spell() -> None:
    """601.2c: Grizzly Bears is neither an artifact nor an enchantment spell, so Annul has
    no legal target and can't be cast."""
    game, _ = _alice_casts("Grizzly Bears", ["Forest", "Forest"], "Annul")
    assert not any(t.startswith("cast Annul") for t in texts(game))


@template("spell_types", cards=("Dispel",))
def test_dispel_counters_an_instant() -> None:
    """115.1, 701.6a: Shock is an instant spell: Dispel counters it and Bob keeps his life."""
    game, shock = _alice_casts("Shock", ["Mountain"], "Dispel")
    cast(game, "Dispel", name(game, shock))
    resolve(game)
    assert life(game, BOB) == 20 and zone(game, ALICE, "graveyard") == ["Shock"]
