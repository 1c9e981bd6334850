""""Activate only once each turn." (602.5b) on a real card: Rootwalla."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import game_at, pass_all, pass_until, pt, texts
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _rootwalla() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": [{"card": "Rootwalla", "label": "walla"}] + ["Forest"] * 4,
                    "library": LIBRARY}, {"library": LIBRARY})


def _offered(game: Game) -> bool:
    return any(t.startswith("activate Rootwalla") for t in texts(game))


@template("activate_once_each_turn", cards=("Rootwalla",))
def test_rootwalla_pumps_once_each_turn() -> None:
    """602.5b: Rootwalla's ability is activated once (4/4 until end of turn); with mana
    left, it can't be activated again this turn."""
    game, labels = _rootwalla()
    activate(game, labels["walla"])
    pass_all(game)
    assert pt(game, labels["walla"]) == (4, 4)
    assert not _offered(game)
    assert not _offered(Game.load(game.save()))       # the activation is part of the state


@template("activate_once_each_turn", cards=("Rootwalla",))
def test_rootwalla_can_be_activated_again_next_turn() -> None:
    """602.5b: "once each turn": in Bob's turn that follows, Alice may activate it again
    (with her two Forests left), once."""
    game, labels = _rootwalla()
    activate(game, labels["walla"])
    pass_all(game)
    pass_until(game, lambda g: g.state.turn == 4 and _offered(g))
    activate(game, labels["walla"])
    pass_all(game)
    assert pt(game, labels["walla"]) == (4, 4)
    assert not _offered(game)
