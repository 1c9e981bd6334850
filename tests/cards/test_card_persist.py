"""Persist (702.79a) and undying (702.93a) on real cards: Murderous Redcap returns once with a
-1/-1 counter (and its enters trigger again), Young Wolf returns once with a +1/+1 counter."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, life, name, pass_all, pay, pt, zone
from manastack.game import Game

LIBRARY = ["Mountain"] * 6


def _shock(game: Game, target: int, by: str = "Bob") -> None:
    do(game, "cast Shock", f"target {name(game, target)}", by=by)
    pay(game)
    pass_all(game)


def _on_battlefield(game: Game, card: str) -> int:
    return next(o for o in game.state.battlefield if game.state.objects[o].card.name == card)


@template("persist", cards=("Murderous Redcap",))
def test_murderous_redcap_persists_once() -> None:
    """702.79a, 603.4: Murderous Redcap dies with no -1/-1 counter: it returns with one (1/1)
    and its enters trigger deals 1 to Bob; dying again with the counter, it stays dead."""
    game, labels = game_at({"battlefield": [{"card": "Murderous Redcap", "label": "cap"}],
                            "library": LIBRARY},
                           {"hand": ["Shock", "Shock"], "battlefield": ["Mountain"] * 2,
                            "library": LIBRARY}, active="Bob")
    _shock(game, labels["cap"])
    pass_all(game)          # persist resolves: the Redcap returns
    cap = _on_battlefield(game, "Murderous Redcap")
    assert game.state.objects[cap].counters == {"-1/-1": 1}
    assert pt(game, cap) == (1, 1)
    do(game, "target Bob", by="Alice")          # its enters trigger: 1 damage (its power)
    pass_all(game)
    assert life(game, BOB) == 19
    _shock(game, cap)
    assert not game.state.pending_triggers and not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Murderous Redcap"]


@template("undying", cards=("Young Wolf",))
def test_young_wolf_undying_once() -> None:
    """702.93a: Young Wolf (1/1) dies with no +1/+1 counter: it returns with one, 2/2; with
    the counter it dies for good."""
    game, labels = game_at({"battlefield": [{"card": "Young Wolf", "label": "wolf"}],
                            "library": LIBRARY},
                           {"hand": ["Shock", "Shock"], "battlefield": ["Mountain"] * 2,
                            "library": LIBRARY}, active="Bob")
    _shock(game, labels["wolf"])
    pass_all(game)
    wolf = _on_battlefield(game, "Young Wolf")
    assert pt(game, wolf) == (2, 2)
    _shock(game, wolf)
    assert zone(game, ALICE, "graveyard") == ["Young Wolf"]
