"""Limits on untapping in the untap step compiled from Oracle text and played (502.3: the
active player determines which of their permanents untap; effects can keep some from
untapping): Static Orb ("As long
as this artifact is untapped, players can't untap more than two permanents during their
untap steps."), Winter Orb (one land), Smoke (one creature) and Mungha Wurm (its controller
only)."""

from __future__ import annotations

from typing import Any

from oracle_harness import template

from helpers import do, game_at, texts
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 8


def _tapped(label: str) -> dict[str, Any]:
    card = {"f": "Forest", "b": "Grizzly Bears", "s": "Sol Ring"}[label[0]]
    return {"card": card, "label": label, "tapped": True}


def _at_untap(alice: list[Any], bob: list[Any] = ()) -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": alice, "library": LIBRARY},
                   {"battlefield": list(bob), "library": LIBRARY},
                   step="untap", stage="begin", turn=5)


def _untapped(game: Game, labels: dict[str, int], *names: str) -> list[str]:
    return [n for n in names if not game.state.objects[labels[n]].tapped]


@template("untap_limit_while_untapped", cards=("Static Orb",))
def test_static_orb_lets_its_player_choose_two_permanents() -> None:
    """502.3: with Bob's untapped Static Orb, Alice chooses which two of her tapped Forests
    and Grizzly Bears untap (the choice cites 502.3); the others stay tapped and the log says
    why."""
    game, labels = _at_untap([_tapped("f1"), _tapped("f2"), _tapped("b1")], ["Static Orb"])
    d = game.decision
    assert d is not None and d.kind is DecisionKind.PICK and "502.3" in d.prompt
    assert len([t for t in texts(game) if t.startswith("pick ")]) == 3
    do(game, next(t for t in texts(game) if t.startswith("pick Grizzly Bears")))
    do(game, next(t for t in texts(game) if t.startswith("pick Forest")))
    assert sorted(_untapped(game, labels, "f1", "f2", "b1")) in (["b1", "f1"], ["b1", "f2"])
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert any("502.3" in e.rule and "doesn't untap" in e.text for e in game.state.log)


@template("untap_limit", "untap_limit_count", "untap_limited_players",
          cards=("Smoke", "Winter Orb"))
def test_smoke_and_winter_orb_each_limit_what_they_count() -> None:
    """502.3: under Smoke (one creature) and Winter Orb (one land) Alice untaps one of her
    two Forests and one of her two creatures; her Sol Ring, which neither counts, untaps too.
    Every limit holds at once: once a land and a creature are chosen nothing else is asked."""
    game, labels = _at_untap([_tapped("f1"), _tapped("f2"), _tapped("b1"), _tapped("b2"),
                              _tapped("s1")],
                             ["Smoke", "Winter Orb"])
    do(game, next(t for t in texts(game) if t.startswith("pick Forest")))
    picks = [t for t in texts(game) if t.startswith("pick ")]
    assert picks and all(p.startswith("pick Grizzly Bears") for p in picks)
    do(game, picks[0])
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert len(_untapped(game, labels, "f1", "f2")) == 1
    assert len(_untapped(game, labels, "b1", "b2")) == 1
    assert _untapped(game, labels, "s1") == ["s1"]


@template("untap_limit", cards=("Mungha Wurm",))
def test_mungha_wurm_limits_only_its_controller() -> None:
    """502.3: "You can't untap more than one land during your untap step": Bob's Mungha Wurm
    doesn't limit Alice, whose two Forests untap."""
    game, labels = _at_untap([_tapped("f1"), _tapped("f2")], ["Mungha Wurm"])
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert _untapped(game, labels, "f1", "f2") == ["f1", "f2"]
