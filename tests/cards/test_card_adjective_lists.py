"""Adjectives of a description separated by a comma (109.2): "target nonartifact, nonblack
creature", compiled from Oracle text and played: Terror, Shriekmaw and Nekrataal, with "It /
That creature can't be regenerated." (701.19c)."""

from __future__ import annotations

from oracle_harness import activate, pay, template

from helpers import ALICE, BOB, game_at, name, pass_all, resolve, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6
# Bob's creatures: one of each kind the description keeps out, and a shielded green one.
BOB_CREATURES = [{"card": "River Boa", "label": "boa"}, {"card": "Ornithopter", "label": "thopter"},
                 {"card": "Drudge Skeletons", "label": "skel"}, "Forest"]


def _targets(game_texts: list[str]) -> list[str]:
    return sorted(t.split("#")[0] for t in game_texts if t.startswith("target"))


def _enters_and_targets_the_boa(card: str, lands: int) -> tuple[Game, dict[str, int]]:
    """Alice casts `card` with `lands` Swamps; its enters trigger may target only River Boa
    of Bob's creatures, and targets it."""
    game, labels = game_at({"library": LIBRARY, "hand": [card], "battlefield": ["Swamp"] * lands},
                           {"library": LIBRARY, "battlefield": BOB_CREATURES})
    game.apply(f"cast {card}")
    pay(game)
    pass_all(game)
    assert _targets(texts(game)) == ["target River Boa"]
    game.apply(f"target {name(game, labels['boa'])}")
    return game, labels


@template("target_objects", "can_t_be_regenerated", cards=("Terror",))
def test_terror_targets_only_nonartifact_nonblack_creatures_and_ignores_the_shield() -> None:
    """109.2, 115.1, 701.19c: Terror may target River Boa but not Ornithopter (an artifact)
    nor Drudge Skeletons (black); the Boa's regeneration shield doesn't save it."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Terror"], "battlefield": ["Swamp"] * 2},
                           {"library": LIBRARY, "battlefield": BOB_CREATURES},
                           active="Bob", priority="Bob")
    activate(game, labels["boa"])
    resolve(game)
    game.apply("pass")
    game.apply("cast Terror")
    assert _targets(texts(game)) == ["target River Boa"]
    game.apply(f"target {name(game, labels['boa'])}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["River Boa"]
    assert zone(game, ALICE, "graveyard") == ["Terror"]


@template("target_objects", cards=("Shriekmaw",))
def test_shriekmaw_enters_and_destroys_a_nonartifact_nonblack_creature() -> None:
    """109.2, 603.3d: Shriekmaw's enters trigger can target only River Boa of Bob's three
    creatures, and destroys it (701.8a)."""
    game, _ = _enters_and_targets_the_boa("Shriekmaw", 5)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["River Boa"]
    assert "Shriekmaw" in [game.state.objects[o].card.name for o in game.state.battlefield]


@template("can_t_be_regenerated", cards=("Nekrataal",))
def test_nekrataal_destroys_a_shielded_creature_that_cant_be_regenerated() -> None:
    """701.19c: "That creature can't be regenerated.": Nekrataal's trigger destroys River
    Boa though its controller gave it a regeneration shield in response."""
    game, labels = _enters_and_targets_the_boa("Nekrataal", 4)
    game.apply("pass")          # Alice passes with the trigger on the stack; Bob shields
    activate(game, labels["boa"])
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["River Boa"]
