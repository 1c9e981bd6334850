""""You may have [objects] get/gain ... until end of turn. If you do, ..." (603.5, 608.2d),
compiled from Oracle text and played: Hazoret's Favor, whose "if you do" creates a delayed
"sacrifice it at the beginning of the next end step" (603.7a)."""

from __future__ import annotations

from oracle_harness import pass_until, template

import helpers
from helpers import ALICE, at_step, do, game_at, name, pt, zone
from manastack.game import Game
from manastack.rules.layers import characteristics

LIBRARY = ["Mountain"] * 6


def _favor_at_combat() -> tuple[Game, int]:
    """Alice's Hazoret's Favor triggers at the beginning of her combat (her turn 3), aimed
    at her Grizzly Bears; the trigger waits for its resolution."""
    game, labels = game_at({"battlefield": ["Hazoret's Favor",
                                            {"card": "Grizzly Bears", "label": "bears"}],
                            "library": LIBRARY},
                           {"library": LIBRARY})
    bears = labels["bears"]
    helpers.pass_until(game, at_step("beginning of combat"),
                       other=lambda g: do(g, f"target {name(g, bears)}"))
    return game, bears


@template("may_have_sentence", "delayed_sacrifice", "delayed_objects",
          cards=("Hazoret's Favor",))
def test_hazorets_favor_pumps_then_sacrifices_at_the_next_end_step() -> None:
    """603.5, 608.2d: Alice chooses as the trigger resolves to have her Bears get +2/+0 and
    gain haste; if she does, a delayed trigger (603.7a) sacrifices them (701.21a) as the
    end step of that turn begins (513.1)."""
    game, bears = _favor_at_combat()
    game.apply("pass")
    game.apply("pass")
    do(game, "yes")
    assert pt(game, bears) == (4, 2)
    assert characteristics(game.state, bears).has("haste")
    pass_until(game, "end", turn=3)
    game.apply("pass")
    game.apply("pass")
    assert "Grizzly Bears" in zone(game, ALICE, "graveyard")


def test_hazorets_favor_declined_creates_nothing() -> None:
    """608.2d: declining, the Bears stay 2/2 and no delayed trigger is created (603.7a):
    they are still on the battlefield in the next turn."""
    game, bears = _favor_at_combat()
    game.apply("pass")
    game.apply("pass")
    do(game, "no")
    assert pt(game, bears) == (2, 2)
    assert game.state.delayed == ()
    pass_until(game, "upkeep", turn=4)
    assert "Grizzly Bears" in zone(game, ALICE, "battlefield")
