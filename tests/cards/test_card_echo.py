"""Echo (702.30, 702.30a), compiled from Oracle text: "At the beginning of your upkeep, if this
permanent came under your control since the beginning of your last upkeep, sacrifice it
unless you pay [cost]." (603.4: checked as it triggers and as it resolves)."""

from __future__ import annotations

from oracle_harness import pass_until, template

from helpers import ALICE, choose, game_at, pay, resolve, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _guard_cast_on_turn_three() -> Game:
    """Alice casts Cradle Guard (echo {1}{G}{G}) on turn 3, then her turn 5 upkeep comes."""
    game, _ = game_at({"battlefield": ["Forest"] * 3, "hand": ["Cradle Guard"],
                       "library": ["Forest"] * 5}, {"library": ["Island"] * 5})
    game.apply("cast Cradle Guard")
    pay(game)
    resolve(game)
    pass_until(game, "upkeep", turn=5)
    return game


def _guard(game: Game) -> list[str]:
    return [game.state.objects[o].card.name for o in game.state.battlefield
            if game.state.objects[o].card.name == "Cradle Guard"]


@template("echo", cards=("Cradle Guard",))
def test_echo_paid_keeps_cradle_guard_and_asks_only_once() -> None:
    """702.30a: in Alice's next upkeep the echo triggers; she pays {1}{G}{G} and keeps the
    Guard; in the upkeep after that it doesn't trigger again (603.4: false)."""
    game = _guard_cast_on_turn_three()
    assert game.state.stack, "the echo trigger"
    resolve(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    choose(game, "yes")
    pay(game)
    assert _guard(game) == ["Cradle Guard"]
    pass_until(game, "upkeep", turn=7)
    assert not game.state.stack and _guard(game) == ["Cradle Guard"]


def test_echo_declined_sacrifices_cradle_guard() -> None:
    """702.30a, 701.21a: Alice doesn't pay the echo, so Cradle Guard is sacrificed."""
    game = _guard_cast_on_turn_three()
    resolve(game)
    choose(game, "no")
    assert _guard(game) == [] and zone(game, ALICE, "graveyard") == ["Cradle Guard"]
