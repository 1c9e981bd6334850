"""Abilities that trigger when their card is cycled (702.29c), compiled from Oracle text and
played, with an {X} paid as the ability resolves (118.12, 107.3f): "When you cycle this card,
you may pay {X}. If you do, create X 1/1 white Soldier creature tokens." (Decree of
Justice), "When you cycle this card, draw a card." (Renewed Faith's kind)."""

from __future__ import annotations

from oracle_harness import activate, pay, template

from helpers import ALICE, choose, game_at, pass_all, permanents, resolve, zone
from manastack.game import Game


def _decree_game(plains: int) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": ["Plains"] * plains,
                    "hand": [{"card": "Decree of Justice", "label": "decree"}],
                    "library": ["Island"] * 3}, {"library": ["Island"] * 3})


@template("cycle_self_trigger", "may_pay_sentence", cards=("Decree of Justice",))
def test_decree_of_justice_cycled_pays_x_for_soldiers() -> None:
    """702.29c: cycling Decree of Justice ({2}{W}) triggers from the graveyard; the cycling
    draw resolves after it (the trigger goes on top, 603.3); Alice pays {X} with X=2
    (118.12, 107.3f) and creates two 1/1 Soldiers."""
    game, labels = _decree_game(6)
    activate(game, labels["decree"])
    assert zone(game, ALICE, "graveyard") == ["Decree of Justice"]
    assert len(game.state.stack) == 2
    resolve(game)
    choose(game, "yes")
    choose(game, "X=2")
    pay(game)
    assert permanents(game, ALICE).count("Soldier") == 2
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Island"]


def test_decree_of_justice_declined_makes_no_soldiers() -> None:
    """118.12: Alice declines to pay {X}: "if you do" is false, no tokens; the card is still
    drawn by the cycling ability (702.29a)."""
    game, labels = _decree_game(3)
    activate(game, labels["decree"])
    resolve(game)
    choose(game, "no")
    pass_all(game)
    assert "Soldier" not in permanents(game, ALICE)
    assert zone(game, ALICE, "hand") == ["Island"]

