"""Buyback (702.27, 702.27a), compiled from Oracle text: an optional additional cost (118.8b)
announced as the spell is cast (601.2b); paid, the spell goes to its owner's hand instead of
the graveyard as it resolves."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, choose, game_at, life, name, pay, resolve, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _capsize_the_bears(buyback: bool) -> Game:
    """Alice casts Capsize at Bob's Grizzly Bears, paying its buyback {3} or not."""
    game, _ = game_at({"battlefield": ["Island"] * 6, "hand": ["Capsize"]},
                      {"battlefield": ["Grizzly Bears"]})
    game.apply("cast Capsize")
    choose(game, "yes" if buyback else "no")
    choose(game, "target Grizzly Bears")
    pay(game)
    resolve(game)
    return game


def _shock_then_forbid(hand: list[str]) -> tuple[Game, int]:
    """Alice casts Shock at Bob, who then begins to cast Forbid with `hand` beside it."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Shock"]},
                      {"battlefield": ["Island"] * 3, "hand": ["Forbid", *hand]})
    game.apply("cast Shock")
    game.apply("target Bob")
    pay(game)
    shock = game.state.stack[-1]
    game.apply("pass")
    game.apply("cast Forbid")
    return game, shock


@template("buyback", cards=("Capsize",))
def test_buyback_returns_capsize_to_the_hand() -> None:
    """702.27a, 118.8b: Capsize with its buyback {3} paid ({1}{U}{U} + {3}) returns Bob's
    Grizzly Bears and goes back to Alice's hand as it resolves."""
    game = _capsize_the_bears(buyback=True)
    assert zone(game, BOB, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "hand") == ["Capsize"] and zone(game, ALICE, "graveyard") == []


def test_buyback_not_paid_goes_to_the_graveyard() -> None:
    """702.27a, 608.2n: without buyback Capsize goes to the graveyard as usual."""
    game = _capsize_the_bears(buyback=False)
    assert zone(game, ALICE, "graveyard") == ["Capsize"]


@template("dash_cost_keyword", cards=("Forbid",))
def test_forbid_buyback_discards_two_other_cards() -> None:
    """118.8b, 601.2a: "Buyback—Discard two cards." counts the hand without Forbid (it is on
    the stack): with exactly two other cards it is offered, both are discarded, and Forbid
    returns to Bob's hand after countering Shock (702.27a)."""
    game, shock = _shock_then_forbid(["Plains", "Swamp"])
    choose(game, "yes")
    game.apply(f"target {name(game, shock)}")
    pay(game)
    while game.decision is not None and game.decision.kind is DecisionKind.PICK:
        choose(game, "pick")
    assert sorted(zone(game, BOB, "graveyard")) == ["Plains", "Swamp"]
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forbid"] and life(game, BOB) == 20
    assert zone(game, ALICE, "graveyard") == ["Shock"]


def test_forbid_buyback_isnt_offered_with_one_other_card() -> None:
    """118.3, 601.2a: with only one other card in hand the discard can't be paid, so no
    buyback decision comes."""
    game, _ = _shock_then_forbid(["Plains"])
    assert game.decision is not None and game.decision.kind is DecisionKind.TARGET
