"""716: Class cards and their class levels, on real cards compiled from their Oracle text."""

from __future__ import annotations

from oracle_harness import activate, card, pass_until, template

import helpers
from helpers import ALICE, at_step, do, game_at, life, name, pass_all, pt, target_and_pay, texts, zone
from manastack.game import Game
from manastack.rules.classes import class_level

LIBRARY = ["Island"] * 6


def _wizard(lands: int = 9, **alice: object) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [card("Wizard Class", "class"), *(["Island"] * lands)],
                    "library": LIBRARY, **alice}, {"library": LIBRARY})


def _level_bars(game: Game, oid: int) -> list[str]:
    prefix = f"activate {name(game, oid)}: "
    return [t[len(prefix):] for t in texts(game) if t.startswith(prefix)]


@template("becomes_level_trigger", cards=("Wizard Class",))
def test_a_level_bar_raises_the_level_and_triggers_its_becomes_level_ability() -> None:
    """716.2a: "{2}{U}: Level 2" makes Wizard Class level 2, and "When this Class becomes
    level 2, draw two cards." triggers; 716.2d: it was level 1 before."""
    game, labels = _wizard()
    assert class_level(game.state.objects[labels["class"]]) == 1
    activate(game, labels["class"])
    pass_all(game)
    assert class_level(game.state.objects[labels["class"]]) == 2
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 2


def test_only_the_next_level_can_be_gained() -> None:
    """716.2a: "Activate only if this Class is level N-1": at level 1 only the level 2 bar is
    offered; at level 2 only the level 3 bar."""
    game, labels = _wizard()
    assert _level_bars(game, labels["class"]) == ["{2}{U}: Level 2"]
    activate(game, labels["class"])
    pass_all(game)
    pass_all(game)
    assert _level_bars(game, labels["class"]) == ["{4}{U}: Level 3"]


def test_a_level_is_gained_only_as_a_sorcery() -> None:
    """716.2a, 307.5: not in Alice's upkeep, nor while a spell is on the stack."""
    game, labels = _wizard()
    pass_until(game, "upkeep", turn=5)
    assert _level_bars(game, labels["class"]) == []


def test_a_level_s_triggered_ability_works_only_from_that_level() -> None:
    """716.2a: "As long as this Class is level 3 or greater, it has [Whenever you draw a
    card, put a +1/+1 counter on target creature you control.]": at level 2 the draws of
    becoming level 2 put no counter; at level 3 a draw does."""
    game, labels = game_at({"battlefield": [card("Wizard Class", "class"),
                                            card("Grizzly Bears", "bears"), *(["Island"] * 9)],
                            "library": LIBRARY}, {"library": LIBRARY})
    activate(game, labels["class"])
    pass_all(game)
    pass_all(game)
    assert len(zone(game, ALICE, "hand")) == 2 and pt(game, labels["bears"]) == (2, 2)
    activate(game, labels["class"])
    pass_all(game)
    assert class_level(game.state.objects[labels["class"]]) == 3
    pass_until(game, "draw", turn=4)
    assert pt(game, labels["bears"]) == (2, 2)      # Bob's draw isn't Alice's
    helpers.pass_until(game, at_step("draw", turn=5), other=lambda g: do(g, "target Grizzly Bears"))
    pass_all(game)
    assert pt(game, labels["bears"]) == (3, 3)


def test_the_top_section_applies_at_every_level_and_a_level_s_only_from_it() -> None:
    """716.3: Cleric Class's "If you would gain life, you gain that much life plus 1
    instead." works at level 1; its level 2 "Whenever you gain life, put a +1/+1 counter on
    target creature you control." only from level 2 (716.2a)."""
    alice = {"battlefield": [card("Cleric Class", "class"), card("Grizzly Bears", "bears"),
                             *(["Plains"] * 8)],
             "hand": ["Healing Salve", "Healing Salve"], "library": ["Plains"] * 5}
    game, labels = game_at(alice, {"library": ["Plains"] * 5})
    do(game, "cast Healing Salve", "mode 1: Target player gains 3 life.")
    target_and_pay(game, "Alice")
    pass_all(game, check=False)
    assert life(game, ALICE) == 24 and pt(game, labels["bears"]) == (2, 2)
    activate(game, labels["class"])
    pass_all(game)
    assert class_level(game.state.objects[labels["class"]]) == 2
    do(game, "cast Healing Salve", "mode 1: Target player gains 3 life.")
    target_and_pay(game, "Alice")
    pass_all(game)
    do(game, "target Grizzly Bears")
    pass_all(game)
    assert life(game, ALICE) == 28 and pt(game, labels["bears"]) == (3, 3)


def test_a_class_that_leaves_and_returns_is_level_1_again() -> None:
    """716.2b, 716.2d, 400.7: the level is a designation of the permanent; the new object a
    zone change makes has none, so it is level 1."""
    game, labels = _wizard(hand=["Boomerang"])
    activate(game, labels["class"])
    pass_all(game)
    pass_all(game)
    do(game, "cast Boomerang")
    target_and_pay(game, name(game, labels["class"]))
    pass_all(game)
    do(game, "cast Wizard Class")
    target_and_pay(game)
    pass_all(game)
    again = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Wizard Class")
    assert class_level(game.state.objects[again]) == 1
    assert _level_bars(game, again) == ["{2}{U}: Level 2"]
