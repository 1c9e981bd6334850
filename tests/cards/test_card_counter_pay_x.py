"""118.12a with the countering spell's X (107.3): "Counter target spell unless its
controller pays {X}. Scry 2." (Condescend), compiled from Oracle text and played."""

from __future__ import annotations

from oracle_harness import cast, pay, template

from helpers import ALICE, BOB, choose, game_at, life, name, pass_all, resolve, zone
from manastack.game import Game


def _shock_then_condescend(mountains: int, x: int) -> tuple[Game, int]:
    """Alice casts Shock at Bob; Bob answers with Condescend for X=`x`; it resolves."""
    game, _ = game_at({"battlefield": ["Mountain"] * mountains, "hand": ["Shock"]},
                      {"battlefield": ["Island"] * 4, "hand": ["Condescend"],
                       "library": ["Island", "Plains", "Swamp"]})
    cast(game, "Shock", "Bob")
    shock = game.state.stack[-1]
    game.apply("pass")
    cast(game, "Condescend", name(game, shock), x=x)
    resolve(game)
    return game, shock


@template("counter_unless_paid", cards=("Condescend",))
def test_condescend_asks_for_its_x_and_the_spell_resolves_when_paid() -> None:
    """107.3, 118.12a: Condescend was cast with X=2; Alice pays {2} and Shock stays; Bob
    then scries 2 (701.22a)."""
    game, shock = _shock_then_condescend(3, 2)
    choose(game, "yes")
    pay(game)
    assert shock in game.state.stack
    choose(game, "pick Island")         # 701.22a: Bob's scry 2 puts the Island on the bottom
    choose(game, "done")
    assert zone(game, BOB, "library") == ["Plains", "Swamp", "Island"]
    pass_all(game)
    assert life(game, BOB) == 18


def test_condescend_counters_when_x_is_more_than_alice_can_pay() -> None:
    """118.3, 118.12a: with X=3 and two untapped Mountains Alice can't pay {3}: Shock is
    countered into her graveyard (701.6a)."""
    game, _ = _shock_then_condescend(3, 3)
    assert zone(game, ALICE, "graveyard") == ["Shock"]
    assert life(game, BOB) == 20
