"""'you control a [subtype] [card type]' as a condition (205.3, 602.5b), compiled from
Oracle text and played: "{1}{W}: Untap target creature. Activate only if you control a
Gideon planeswalker." (Companion of the Trials), with hypothetical planeswalkers (no
Gideon planeswalker is supported yet)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import game_at, pass_all, texts
from manastack.game import Game
from manastack.scenario import inline_cards

LIBRARY = ["Island"] * 6


def _walker(name: str, subtype: str) -> dict[str, object]:
    return {"name": name, "mana_cost": "{2}{W}", "loyalty": 3, "text": "[+1]: You gain 1 life.",
            "type_line": f"Legendary Planeswalker — {subtype}"}


CARDS = inline_cards([_walker("Gideon of Tests", "Gideon"), _walker("Chandra of Tests", "Chandra")])


def _companion_game(walker: str) -> tuple[Game, dict[str, int]]:
    return game_at({"library": LIBRARY, "battlefield": [
                        "Plains", "Plains", walker,
                        {"card": "Companion of the Trials", "label": "companion"},
                        {"card": "Grizzly Bears", "label": "bears", "tapped": True}]},
                   {"library": LIBRARY}, cards=CARDS)


@template("control_a_typed_subtype", cards=("Companion of the Trials",))
def test_companion_of_the_trials_untaps_with_a_gideon() -> None:
    """Companion of the Trials (602.5b, 205.3): with a Gideon planeswalker Alice untaps her
    tapped Grizzly Bears."""
    game, labels = _companion_game("Gideon of Tests")
    activate(game, labels["companion"], f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    assert not game.state.objects[labels["bears"]].tapped


@template("control_a_typed_subtype", cards=("Companion of the Trials",))
def test_companion_of_the_trials_needs_a_gideon() -> None:
    """Companion of the Trials (602.5b, 205.3): a Chandra planeswalker isn't a Gideon one, so
    the ability can't be activated."""
    game, labels = _companion_game("Chandra of Tests")
    prefix = f"activate Companion of the Trials#{labels['companion']}"
    assert not any(t.startswith(prefix) for t in texts(game))
