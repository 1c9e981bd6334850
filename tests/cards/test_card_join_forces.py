"""Join forces (118.12, 107.3): each player, starting with the controller, may pay any
amount of mana as the spell resolves, and the effect counts the total paid; compiled from
Oracle text and played: Alliance of Arms and Minds Aglow."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, choose, game_at, pass_all, pay, texts, who
from manastack.game import Game

LIBRARY = ["Island"] * 8


def _soldiers(game: Game, player: int) -> int:
    return sum(
        1
        for o in game.state.battlefield
        if game.state.objects[o].kind == "token"
        and game.state.objects[o].controller == player
        and "Soldier" in game.state.objects[o].card.subtypes
    )


@template("join_forces_payment", "total_mana_paid", cards=("Alliance of Arms",))
def test_alliance_of_arms_gives_each_player_the_total_paid_in_soldiers() -> None:
    """118.12: Alice pays first (at most the {2} her other Plains make), then Bob (at most
    his {2}); 107.3: X is the total, 2 + 1, so each player creates three 1/1 Soldiers."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Alliance of Arms"], "battlefield": ["Plains", "Plains", "Plains"]},
        {"library": LIBRARY, "battlefield": ["Mountain", "Mountain"]},
    )
    cast(game, "Alliance of Arms")
    pass_all(game)
    assert game.decision is not None and game.decision.player == ALICE, who(game)
    assert texts(game) == ["pay 0 mana", "pay 1 mana", "pay 2 mana"]
    choose(game, "pay 2 mana")
    pay(game)
    assert game.decision is not None and game.decision.player == BOB, who(game)
    choose(game, "pay 1 mana")
    pay(game)
    assert (_soldiers(game, ALICE), _soldiers(game, BOB)) == (3, 3)
    tapped = [
        game.state.objects[o].controller for o in game.state.battlefield if game.state.objects[o].tapped
    ]
    assert sorted(tapped) == [ALICE, ALICE, ALICE, BOB]


@template("join_forces_payment", "total_mana_paid", cards=("Minds Aglow",))
def test_minds_aglow_draws_each_player_the_total_even_one_who_paid_nothing() -> None:
    """118.12: Alice pays {1}, Bob chooses to pay nothing; 107.3: X is the total, 1, so each
    player draws a card, Bob too."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Minds Aglow"], "battlefield": ["Island", "Island"]},
        {"library": LIBRARY, "battlefield": ["Island"]},
    )
    cast(game, "Minds Aglow")
    pass_all(game)
    choose(game, "pay 1 mana")
    pay(game)
    choose(game, "pay 0 mana")
    assert [len(p.hand) for p in game.state.players] == [1, 1]
