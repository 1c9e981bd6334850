"""Cards from your graveyard put on top of your library (401.4), "any number of target
[objects]" (601.2c), compiled from Oracle text and played: Footbottom Feast."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Plains"] * 5
GRAVEYARD = [{"card": "Grizzly Bears", "label": "bears"}, {"card": "Craw Wurm", "label": "wurm"},
             {"card": "Giant Growth", "label": "growth"}]


def _feast() -> tuple[Game, dict[str, int]]:
    return game_at({"hand": ["Footbottom Feast"], "battlefield": ["Swamp"] * 3,
                    "graveyard": GRAVEYARD, "library": LIBRARY}, {"library": LIBRARY})


@template("put_own_cards_on_top", "any_number_target_objects", cards=("Footbottom Feast",))
def test_footbottom_feast_puts_two_creature_cards_on_top_then_draws_one() -> None:
    """601.2c, 401.4, 121.1: Alice targets Grizzly Bears and Craw Wurm in her graveyard
    (Giant Growth, no creature card, is no legal target), puts them on top of her library
    in the order she chooses (the Wurm on top) and draws the Wurm."""
    game, labels = _feast()
    do(game, "cast Footbottom Feast")
    assert not any(t == f"target Giant Growth#{labels['growth']}" for t in texts(game))
    do(game, f"target Grizzly Bears#{labels['bears']}", f"target Craw Wurm#{labels['wurm']}")
    do(game, "no more targets")
    pay(game)
    pass_all(game)
    do(game, f"pick Craw Wurm#{labels['wurm']}")
    assert zone(game, ALICE, "hand") == ["Craw Wurm"]
    assert zone(game, ALICE, "library")[:2] == ["Grizzly Bears", "Plains"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Footbottom Feast", "Giant Growth"]


@template("put_own_cards_on_top", "any_number_target_objects", cards=("Footbottom Feast",))
def test_footbottom_feast_with_no_targets_only_draws() -> None:
    """601.2c: "any number" includes none: cast with no target, Footbottom Feast moves no
    card and Alice draws the top Plains."""
    game, _ = _feast()
    do(game, "cast Footbottom Feast", "no more targets")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Plains"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Craw Wurm", "Footbottom Feast",
                                                     "Giant Growth", "Grizzly Bears"]


@template("put_own_cards_on_top", "any_number_target_objects", cards=("Footbottom Feast",))
def test_footbottom_feast_moves_only_the_targets_still_in_the_graveyard() -> None:
    """608.2b: in response Bob's Cremate exiles the targeted Grizzly Bears; Footbottom Feast
    still resolves for its other target: Craw Wurm alone goes on top and Alice draws it."""
    game, labels = game_at({"hand": ["Footbottom Feast"], "battlefield": ["Swamp"] * 3,
                            "graveyard": GRAVEYARD, "library": LIBRARY},
                           {"hand": ["Cremate"], "battlefield": ["Swamp"], "library": LIBRARY})
    do(game, "cast Footbottom Feast", f"target Grizzly Bears#{labels['bears']}",
       f"target Craw Wurm#{labels['wurm']}", "no more targets")
    pay(game)
    do(game, "pass", by="Alice")
    do(game, next(t for t in texts(game) if t.startswith("cast Cremate")), by="Bob")
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    pass_all(game)
    assert zone(game, BOB, "exile") == [] and zone(game, ALICE, "exile") == ["Grizzly Bears"]
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Craw Wurm"]
    assert zone(game, ALICE, "library")[0] == "Plains"
