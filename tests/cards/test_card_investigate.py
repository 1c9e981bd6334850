"""Investigate (701.16a: "Create a Clue token"; 111.10f: a Clue is an artifact token with
"{2}, Sacrifice this token: Draw a card."), compiled from Oracle text and played: Thraben
Inspector, Wavesifter (investigate twice), Tireless Tracker."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, cast_resolved, choose, do, game_at, pass_all, pay, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _clues(game: Game) -> list[int]:
    return [o.id for o in game.state.permanents()
            if o.card.name == "Clue" and o.controller == ALICE]


@template("investigate_once", cards=("Thraben Inspector",))
def test_thraben_inspector_investigates_and_the_clue_draws() -> None:
    """701.16a: entering, Thraben Inspector makes a Clue; 111.10f: paying {2} and
    sacrificing it draws Alice a card."""
    game, _ = game_at({"battlefield": ["Plains"] * 3, "hand": ["Thraben Inspector"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Thraben Inspector")
    pass_all(game)                               # the enters trigger
    (clue,) = _clues(game)
    assert "Artifact" in game.state.objects[clue].card.types
    choose(game, "activate Clue")
    pay(game, required=False)
    pass_all(game)
    assert _clues(game) == []
    assert zone(game, ALICE, "hand") == ["Island"]


@template("investigate_twice", cards=("Wavesifter",))
def test_wavesifter_investigates_twice() -> None:
    """701.16a: "investigate twice" makes two Clue tokens."""
    game, _ = game_at({"battlefield": ["Island"] * 2 + ["Forest"] * 3, "hand": ["Wavesifter"],
                       "library": LIBRARY}, {"library": LIBRARY})
    cast_resolved(game, "Wavesifter")
    pass_all(game)
    assert len(_clues(game)) == 2


@template(cards=("Tireless Tracker",))
def test_tireless_tracker_investigates_for_a_land_and_grows_on_a_sacrificed_clue() -> None:
    """Tireless Tracker: a land entering under Alice's control investigates; sacrificing
    that Clue puts a +1/+1 counter on the Tracker."""
    game, labels = game_at({"battlefield": ["Forest", "Forest",
                                            {"card": "Tireless Tracker", "label": "t"}],
                            "hand": ["Forest"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "play Forest")
    pass_all(game)
    assert len(_clues(game)) == 1
    choose(game, "activate Clue")
    pay(game, required=False)
    pass_all(game)      # the Tracker's trigger
    assert game.state.objects[labels["t"]].counters.get("+1/+1") == 1
