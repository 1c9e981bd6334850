"""118.12a: "Counter target spell unless its controller pays {3}." (Mana Leak), compiled
from Oracle text: the spell's controller may pay as it resolves, only if they can."""

from __future__ import annotations

from oracle_harness import cast, pay, template

from helpers import ALICE, BOB, choose, game_at, life, name, resolve, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _shock_then(counterspell: str, lands: int, graveyard: int = 0) -> tuple[Game, int]:
    """Alice casts Shock at Bob; Bob, with `graveyard` cards in his graveyard, answers with
    `counterspell`, which resolves."""
    game, _ = game_at({"battlefield": ["Mountain"] * lands, "hand": ["Shock"]},
                      {"battlefield": ["Island"] * 3, "hand": [counterspell],
                       "graveyard": ["Island"] * graveyard})
    cast(game, "Shock", "Bob")
    shock = game.state.stack[-1]
    game.apply("pass")
    cast(game, counterspell, name(game, shock))
    resolve(game)
    return game, shock


@template("counter_unless_paid", cards=("Mana Leak",))
def test_mana_leak_is_paid_and_the_spell_resolves() -> None:
    """118.12a: Alice pays {3}, so Shock isn't countered and deals its 2 damage."""
    game, shock = _shock_then("Mana Leak", 4)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    assert game.decision.player == ALICE
    choose(game, "yes")
    pay(game)
    assert game.state.stack == (shock,)
    mountains = [game.state.objects[o] for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Mountain"]
    assert all(m.tapped for m in mountains)       # one for Shock, three for Mana Leak
    resolve(game)
    assert life(game, BOB) == 18


def test_mana_leak_counters_when_the_controller_declines() -> None:
    """118.12a: Alice doesn't pay: Shock is countered (701.6a) into her graveyard."""
    game, _ = _shock_then("Mana Leak", 4)
    choose(game, "no")
    assert not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Shock"] and life(game, BOB) == 20


def test_mana_leak_counters_when_the_controller_cant_pay() -> None:
    """118.3: with no untapped land left, Alice can't pay {3} and isn't asked."""
    game, _ = _shock_then("Mana Leak", 1)
    assert not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Shock"]


@template("counter_unless_paid_for_each", cards=("Countervailing Winds",))
def test_countervailing_winds_asks_one_mana_for_each_card_in_its_controllers_graveyard() -> None:
    """118.12a, 608.2h: with two cards in Bob's graveyard as Countervailing Winds resolves
    (it is on the stack, not yet there), Alice pays {2} with her two other Mountains and
    Shock resolves; with three cards there she can't pay {3} and Shock is countered."""
    game, shock = _shock_then("Countervailing Winds", 3, 2)
    assert game.decision is not None and game.decision.player == ALICE
    assert "{2}" in game.decision.prompt
    choose(game, "yes")
    pay(game)
    assert game.state.stack == (shock,)
    resolve(game)
    assert life(game, BOB) == 18
    game, _ = _shock_then("Countervailing Winds", 3, 3)
    assert not game.state.stack
    assert zone(game, ALICE, "graveyard") == ["Shock"] and life(game, BOB) == 20
