"""Counters distributed among targets (601.2d, 608.2b) and counters other than +1/+1 and
-1/-1 that change power and toughness (122.1a, 613.4c), compiled from Oracle text and
played: Contagion ("Distribute two -2/-1 counters among one or two target creatures", cast
for its alternative cost, 118.9) and Verdurous Gearhulk."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, pass_all, pay, pt, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _contagion(*targets: str) -> tuple[Game, dict[str, int]]:
    """Alice casts Contagion for 1 life and Dark Ritual from her hand at Bob's `targets`."""
    game, labels = game_at({"hand": ["Contagion", "Dark Ritual"], "library": LIBRARY},
                           {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                                            {"card": "Hill Giant", "label": "giant"}],
                            "library": LIBRARY})
    do(game, "cast Contagion with alternative cost")
    for label in targets:
        name = "Grizzly Bears" if label == "bears" else "Hill Giant"
        do(game, f"target {name}#{labels[label]}")
    return game, labels


@template("distribute_counters", "one_to_n_target_objects", cards=("Contagion",))
def test_contagion_splits_its_counters_between_two_creatures() -> None:
    """601.2d: two targets get one -2/-1 counter each (the last target gets the rest);
    122.1a: Grizzly Bears becomes 0/1, Hill Giant 1/2; Alice paid 1 life and exiled Dark
    Ritual (118.9)."""
    game, labels = _contagion("bears", "giant")
    do(game, "1 to Grizzly Bears")
    pass_all(game)
    assert pt(game, labels["bears"]) == (0, 1)
    assert pt(game, labels["giant"]) == (1, 2)
    assert zone(game, ALICE, "exile") == ["Dark Ritual"]
    assert game.state.players[ALICE].life == 19


def test_contagion_puts_both_counters_on_one_creature() -> None:
    """601.2d: with one target chosen it gets both counters: Hill Giant, 3/3, becomes -1/1
    (107.1b: the negative power stays)."""
    game, labels = _contagion("giant")
    do(game, "no more targets")
    pass_all(game)
    assert pt(game, labels["giant"]) == (-1, 1)
    assert game.state.objects[labels["giant"]].counters == {"-2/-1": 2}


@template(cards=("Verdurous Gearhulk",))
def test_verdurous_gearhulk_distributes_four_counters_among_alices_creatures() -> None:
    """601.2d: Alice gives three of the four +1/+1 counters to Grizzly Bears and the last to
    the Gearhulk itself; Bob's creature can't be a target ("you control")."""
    game, labels = game_at({"battlefield": ["Forest"] * 5 + [{"card": "Grizzly Bears", "label": "bears"}],
                            "hand": ["Verdurous Gearhulk"], "library": LIBRARY},
                           {"battlefield": ["Hill Giant"], "library": LIBRARY})
    do(game, "cast Verdurous Gearhulk")
    pay(game)
    pass_all(game)
    gearhulk = next(o for o in game.state.battlefield
                    if game.state.objects[o].card.name == "Verdurous Gearhulk")
    assert not any(t.startswith("target Hill Giant") for t in
                   [str(c) for c in game.legal_choices()])
    do(game, f"target Grizzly Bears#{labels['bears']}", f"target Verdurous Gearhulk#{gearhulk}",
       "no more targets")
    do(game, "3 to Grizzly Bears")
    pass_all(game)
    assert pt(game, labels["bears"]) == (5, 5)
    assert pt(game, gearhulk) == (5, 5)
    assert zone(game, BOB, "battlefield") == ["Hill Giant"]
