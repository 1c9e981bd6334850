"""Creatures that can't attack or block alone (506.5, 508.1c, 509.1b) on real cards: Mogg
Flunkies, Ember Beast ("This creature can't attack or block alone.")."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import game_at, name, texts
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island"] * 6


def _at_attackers(alice: list[object], bob: list[object]) -> tuple[object, dict[str, int]]:
    game, labels = game_at({"battlefield": alice, "library": LIBRARY},
                           {"battlefield": bob, "library": LIBRARY})
    pass_until(game, "beginning of combat")
    game.apply("pass")
    game.apply("pass")
    assert game.decision is not None and game.decision.kind is DecisionKind.ATTACKERS
    return game, labels


@template("cant_alone", cards=("Mogg Flunkies",))
def test_mogg_flunkies_attacks_only_with_another_creature() -> None:
    """Mogg Flunkies (506.5, 508.1c): declared as the only attacker, the declaration can't
    be finished (only "undo" is offered); with Grizzly Bears beside it, it can."""
    game, labels = _at_attackers([{"card": "Mogg Flunkies", "label": "mogg"},
                                  {"card": "Grizzly Bears", "label": "bears"}], [])
    game.apply(f"attack with {name(game, labels['mogg'])} -> Bob")
    assert "done declaring attackers" not in texts(game)
    assert "undo the last attacker" in texts(game)
    game.apply(f"attack with {name(game, labels['bears'])} -> Bob")
    assert "done declaring attackers" in texts(game)


@template("cant_alone", cards=("Ember Beast",))
def test_ember_beast_blocks_only_with_another_creature() -> None:
    """Ember Beast (506.5, 509.1b): Bob's Ember Beast can't be his only blocker; with his
    Grizzly Bears blocking too, the blocks can be declared."""
    game, labels = _at_attackers([{"card": "Hill Giant", "label": "giant"}],
                                 [{"card": "Ember Beast", "label": "beast"},
                                  {"card": "Grizzly Bears", "label": "bears"}])
    game.apply(f"attack with {name(game, labels['giant'])} -> Bob")
    game.apply("done declaring attackers")
    pass_until(game, "declare attackers")
    while game.decision.kind is not DecisionKind.BLOCKERS:
        game.apply("pass")
    giant = name(game, labels["giant"])
    game.apply(f"block {giant} with {name(game, labels['beast'])}")
    assert "done declaring blockers" not in texts(game)
    game.apply(f"block {giant} with {name(game, labels['bears'])}")
    assert "done declaring blockers" in texts(game)


def test_a_creature_that_cant_attack_alone_is_not_offered_alone() -> None:
    """506.5, 508.1c: with no other creature able to attack, Alice's Ember Beast is not
    offered as an attacker (the declaration could never be finished): only "done"."""
    game, _ = _at_attackers(["Ember Beast", {"card": "Grizzly Bears", "label": "bears",
                                             "tapped": True}], [])
    assert texts(game) == ["done declaring attackers"]
