"""Riders on a damaged target that is a creature (Disintegrate: "If it's a creature, it
can't be regenerated this turn, and if it would die this turn, exile it instead.":
701.19c, 614.1a, 115.4)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, life, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _disintegrate(bob_battlefield: list[object], hand: tuple[str, ...] = ()) -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Disintegrate", *hand], "battlefield": ["Mountain"] * 5,
                    "library": LIBRARY},
                   {"battlefield": bob_battlefield, "library": LIBRARY})


@template("if_its_a_creature", "it_cant_be_regenerated_this_turn", cards=("Disintegrate",))
def test_disintegrate_exiles_a_regenerating_creature() -> None:
    """701.19c, 614.1a: Bob regenerates Drudge Skeletons in response; 3 damage from
    Disintegrate can't be regenerated, and the Skeletons are exiled instead of dying."""
    game, labels = _disintegrate([{"card": "Drudge Skeletons", "label": "sk"}, "Swamp"])
    do(game, "cast Disintegrate", "X=3", f"target Drudge Skeletons#{labels['sk']}")
    do(game, next(t for t in texts(game) if "automatically" in t))
    do(game, "pass")
    do(game, next(t for t in texts(game) if t.startswith("activate Drudge Skeletons")), by="Bob")
    do(game, next(t for t in texts(game) if "automatically" in t), by="Bob")
    pass_all(game)          # the shield
    assert game.state.stack
    pass_all(game)          # Disintegrate
    assert zone(game, BOB, "exile") == ["Drudge Skeletons"]
    assert zone(game, BOB, "graveyard") == []


@template("if_its_a_creature", cards=("Disintegrate",))
def test_a_creature_that_dies_later_this_turn_is_exiled() -> None:
    """614.1a: 1 damage leaves Grizzly Bears (2/2) alive; a Shock later the same turn kills
    it, and it is exiled instead of going to the graveyard."""
    game, labels = _disintegrate([{"card": "Grizzly Bears", "label": "bears"}], hand=("Shock",))
    do(game, "cast Disintegrate", "X=1", f"target Grizzly Bears#{labels['bears']}")
    do(game, next(t for t in texts(game) if "automatically" in t))
    pass_all(game)
    assert labels["bears"] in game.state.battlefield
    do(game, "cast Shock", f"target Grizzly Bears#{labels['bears']}")
    do(game, next(t for t in texts(game) if "automatically" in t))
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Grizzly Bears"]


@template("if_its_a_creature", cards=("Disintegrate",))
def test_disintegrate_at_a_player_only_deals_damage() -> None:
    """115.4: a player target: X damage, and the riders have no creature to apply to."""
    game, _ = _disintegrate([])
    do(game, "cast Disintegrate", "X=4", "target Bob")
    do(game, next(t for t in texts(game) if "automatically" in t))
    pass_all(game)
    assert life(game, BOB) == 16
    assert zone(game, ALICE, "graveyard") == ["Disintegrate"]
