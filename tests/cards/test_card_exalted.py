"""Exalted (702.83) and "attacks alone" triggers (506.5) compiled from Oracle text and played:
Akrasan Squire's exalted, two instances at once, Battlegrace Angel's lifelink for a lone
attacker and Lunk Errant's own "Whenever this creature attacks alone"."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, game_at, life, pass_all, pt, take_first
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Plains"] * 6


def _game(*cards: str) -> tuple[Game, dict[str, int]]:
    return game_at(
        {"battlefield": [{"card": c, "label": f"c{i}"} for i, c in enumerate(cards)], "library": LIBRARY},
        {"library": LIBRARY},
    )


@template("exalted", "attacks_alone_trigger", cards=("Akrasan Squire",))
def test_akrasan_squire_attacking_alone_gets_plus_one() -> None:
    """702.83a: Akrasan Squire (1/1) attacks alone: its exalted trigger gives it +1/+1 until
    end of turn, and it deals 2."""
    game, labels = _game("Akrasan Squire")
    attack(game, labels["c0"])
    pass_all(game)
    assert pt(game, labels["c0"]) == (2, 2)
    pass_until(game, "postcombat main")
    assert life(game, BOB) == 18


@template("exalted", "attacks_alone_trigger", cards=("Akrasan Squire", "Sigiled Paladin"))
def test_each_instance_of_exalted_triggers() -> None:
    """702.83a: Sigiled Paladin attacks alone while Akrasan Squire stays home: both exalted
    abilities trigger, each for +1/+1 (2/2 becomes 4/4)."""
    game, labels = _game("Akrasan Squire", "Sigiled Paladin")
    attack(game, labels["c1"])
    assert game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER
    take_first(game)
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["c1"]) == (4, 4)


def test_exalted_doesnt_trigger_for_two_attackers() -> None:
    """506.5, 702.83b: with two creatures declared as attackers none attacks alone, so no
    exalted ability triggers."""
    game, labels = _game("Akrasan Squire", "Sigiled Paladin")
    attack(game, labels["c0"], labels["c1"])
    assert not game.state.pending_triggers and not game.state.stack
    assert pt(game, labels["c0"]) == (1, 1)


@template("exalted", "attacks_alone_trigger", cards=("Battlegrace Angel",))
def test_battlegrace_angel_gives_a_lone_attacker_lifelink() -> None:
    """506.5, 603.2: Battlegrace Angel (4/4 flying) attacks alone: exalted makes it 5/5
    and its other trigger gives it lifelink, so Alice gains 5 as it deals 5."""
    game, labels = _game("Battlegrace Angel")
    attack(game, labels["c0"])
    take_first(game)  # 603.3b: the two triggers, in either order
    pass_all(game)
    pass_all(game)
    assert pt(game, labels["c0"]) == (5, 5)
    pass_until(game, "postcombat main")
    assert life(game, BOB) == 15
    assert life(game, ALICE) == 25


@template("attacks_alone_self_trigger", cards=("Lunk Errant",))
def test_lunk_errant_attacks_alone() -> None:
    """506.5: "Whenever this creature attacks alone": Lunk Errant (4/4) gets +1/+1 and
    trample."""
    game, labels = _game("Lunk Errant")
    attack(game, labels["c0"])
    pass_all(game)
    assert pt(game, labels["c0"]) == (5, 5)


@template("exalted_grant", "exalted", cards=("Sublime Archangel",))
def test_sublime_archangel_grants_exalted_to_each_other_creature() -> None:
    """702.83a, 613.1f: with Sublime Archangel and two Grizzly Bears, one Bears attacks
    alone: the Archangel's own exalted and the one each Bears has from it trigger, each for
    +1/+1 (2/2 becomes 5/5); the Archangel itself isn't given a second instance."""
    game, labels = _game("Sublime Archangel", "Grizzly Bears", "Grizzly Bears")
    attack(game, labels["c1"])
    while game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER:
        take_first(game)
    assert len(game.state.stack) == 3
    game = Game.load(game.save())  # 113.10: the granted abilities on the stack are named by key
    for _ in range(3):
        pass_all(game)
    assert pt(game, labels["c1"]) == (5, 5)
    assert pt(game, labels["c2"]) == (2, 2)
