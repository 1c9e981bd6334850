"""The player an "any target" effect hit, or the controller of the permanent it hit (115.4):
"That permanent's controller or that player creates a 1/1 green Squirrel creature token.",
compiled from Oracle text and played: Acorn Catapult."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, pay, texts, zone
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _squirrels(game: Game, player: int) -> int:
    s = game.state
    return sum(1 for o in s.battlefield if s.objects[o].card.name == "Squirrel"
               and s.objects[o].controller == player)


def _catapult(bob: dict[str, object]) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Acorn Catapult", "label": "catapult"}, "Plains"],
                    "library": LIBRARY}, {**bob, "library": LIBRARY})


@template("any_target_controller_or_player", cards=("Acorn Catapult",))
def test_acorn_catapult_at_a_creature_gives_its_controller_a_squirrel() -> None:
    """115.4, 120.3: 1 damage kills Bob's Llanowar Elves (704.5g) and Bob, its
    controller, creates the 1/1 green Squirrel."""
    game, labels = _catapult({"battlefield": [{"card": "Llanowar Elves", "label": "elves"}]})
    activate(game, labels["catapult"], f"Llanowar Elves#{labels['elves']}")
    pass_all(game)
    assert zone(game, BOB, "graveyard") == ["Llanowar Elves"]
    assert (_squirrels(game, BOB), _squirrels(game, ALICE)) == (1, 0)


@template("any_target_controller_or_player", cards=("Acorn Catapult",))
def test_acorn_catapult_at_a_player_gives_that_player_a_squirrel() -> None:
    """115.4: aimed at Alice herself, 1 damage to her and she creates the Squirrel."""
    game, labels = _catapult({})
    activate(game, labels["catapult"], "Alice")
    pass_all(game)
    assert life(game, ALICE) == 19
    assert (_squirrels(game, ALICE), _squirrels(game, BOB)) == (1, 0)


@template("any_target_controller_or_player", cards=("Acorn Catapult",))
def test_acorn_catapult_whose_target_left_makes_no_squirrel() -> None:
    """608.2b: Bob returns his targeted Grizzly Bears with Unsummon in response: the
    ability's only target is illegal, so it doesn't resolve and no one gets a Squirrel."""
    game, labels = _catapult({"hand": ["Unsummon"], "battlefield": [
        "Island", {"card": "Grizzly Bears", "label": "bears"}]})
    activate(game, labels["catapult"], f"Grizzly Bears#{labels['bears']}")
    do(game, "pass", by="Alice")
    do(game, next(t for t in texts(game) if t.startswith("cast Unsummon")), by="Bob")
    do(game, f"target Grizzly Bears#{labels['bears']}")
    pay(game)
    pass_all(game)
    pass_all(game)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert (_squirrels(game, ALICE), _squirrels(game, BOB)) == (0, 0)
