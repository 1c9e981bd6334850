"""A trigger on an opponent attacking one of your planeswalkers with one or more creatures
(508.1, 508.3b, 508.3d) on a real card: Oath of Kaya."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, game_at, life, name, pass_all, stack
from manastack.game import Game

LIBRARY = ["Plains"] * 5


def _game() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Oath of Kaya", "label": "oath"},
                                    {"card": "Ajani, Adversary of Tyrants", "label": "pw",
                                     "counters": {"loyalty": 4}},
                                    {"card": "Chandra Nalaar", "label": "pw2",
                                     "counters": {"loyalty": 4}}], "library": LIBRARY},
                   {"battlefield": [{"card": "Grizzly Bears", "label": "a"},
                                    {"card": "Grizzly Bears", "label": "b"}],
                    "library": LIBRARY}, active="Bob")


@template("opponent_attacks_your_planeswalker_trigger", cards=("Oath of Kaya",))
def test_oath_of_kaya_triggers_once_for_attacks_on_planeswalkers() -> None:
    """Oath of Kaya (508.3d): Bob attacks both of Alice's planeswalkers with two Bears; it
    triggers once: Bob takes 2 damage, Alice gains 2 life."""
    game, labels = _game()
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    game.apply(f"attack with {name(game, labels['a'])} -> {name(game, labels['pw'])}")
    game.apply(f"attack with {name(game, labels['b'])} -> {name(game, labels['pw2'])}")
    game.apply("done declaring attackers")
    assert stack(game) == ["Oath of Kaya ability"]
    pass_all(game)
    assert life(game, BOB) == 18 and life(game, ALICE) == 22


@template("opponent_attacks_your_planeswalker_trigger", cards=("Oath of Kaya",))
def test_oath_of_kaya_ignores_attacks_on_its_controller() -> None:
    """Oath of Kaya (508.3b): Bob's creatures attack Alice herself: no trigger."""
    game, labels = _game()
    attack(game, labels["a"], labels["b"], defender="Alice")
    assert stack(game) == [] and life(game, BOB) == 20
