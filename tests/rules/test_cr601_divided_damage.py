"""601.2d: a spell that divides damage among its targets: no more targets than the amount
(each target must receive at least one), the division announced as it's cast, kept on the
spell (a save keeps it), and 608.2b: each legal target is dealt the share announced."""

from __future__ import annotations

from helpers import BOB, choose, do, game_at, life, name, pass_all, pay, texts
from manastack.game import Game

LIBRARY = ["Mountain"] * 6


def _arc_lightning_at(creatures: int) -> tuple[Game, list[int]]:
    game, labels = game_at({"hand": ["Arc Lightning"], "battlefield": ["Mountain"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": f"b{i}"}
                                            for i in range(creatures)], "library": LIBRARY})
    return game, [labels[f"b{i}"] for i in range(creatures)]


def test_no_more_targets_than_the_amount() -> None:
    """601.2d: Arc Lightning (3 damage, one to three targets) offers no fourth target, and
    after three targets it asks for the division."""
    game, bears = _arc_lightning_at(3)
    do(game, "cast Arc Lightning", "target Bob", *(f"target {name(game, b)}" for b in bears[:2]),
       by="Alice")
    assert not any(t.startswith("target") for t in texts(game))


def test_each_target_gets_at_least_one() -> None:
    """601.2d: with two targets and 3 damage the first share is 1 or 2, never 0 or 3."""
    game, bears = _arc_lightning_at(1)
    do(game, "cast Arc Lightning", "target Bob", f"target {name(game, bears[0])}",
       "no more targets", by="Alice")
    assert texts(game) == ["1 to Bob", "2 to Bob"]


def test_the_division_is_kept_on_the_spell_and_in_saves() -> None:
    """601.2d: the division is part of the spell on the stack: a save loaded again keeps it
    (same state hash) and resolves it the same way: 2 to Bob, 1 to the Bears."""
    game, bears = _arc_lightning_at(1)
    do(game, "cast Arc Lightning", "target Bob", f"target {name(game, bears[0])}",
       "no more targets", by="Alice")
    choose(game, "2 to Bob")
    pay(game)
    spell = game.state.stack[-1]
    assert game.state.objects[spell].division == (2, 1)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    pass_all(loaded)
    assert life(loaded, BOB) == 18
    assert loaded.state.objects[bears[0]].damage == 1
