""""Put [objects] on top of their owners' libraries" (401.4: each owner arranges the cards
going into their own library), compiled from Oracle text and played: Plow Under, Harmonic
Convergence."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, BOB, do, game_at, pass_all, pay
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _top(game: Game, player: int, n: int) -> list[str]:
    return [game.state.objects[oid].card.name for oid in game.state.players[player].library[:n]]


@template("put_on_libraries", cards=("Plow Under",))
def test_plow_under_puts_both_lands_on_top_in_the_order_their_owner_chooses() -> None:
    """401.4: both target lands are Bob's, so Bob arranges them: the Swamp he names first
    ends on top, the Plains under it; his battlefield has no land left."""
    game, labels = game_at({"battlefield": ["Forest"] * 5, "hand": ["Plow Under"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Plains", "label": "plains"},
                                            {"card": "Swamp", "label": "swamp"}],
                            "library": LIBRARY})
    do(game, "cast Plow Under", f"target Plains#{labels['plains']}",
       f"target Swamp#{labels['swamp']}")
    pay(game)
    pass_all(game)
    do(game, "pick Swamp", by="Bob")
    assert _top(game, BOB, 3) == ["Swamp", "Plains", "Island"]
    assert game.state.battlefield and all(game.state.objects[o].controller == ALICE
                                          for o in game.state.battlefield)


@template(cards=("Harmonic Convergence",))
def test_harmonic_convergence_sends_each_enchantment_to_its_owners_library() -> None:
    """401.4: one enchantment each goes on top of its owner's library; nobody has a second
    card to order, so nothing is asked."""
    game, _ = game_at({"battlefield": ["Forest"] * 3 + ["Bad Moon"], "hand": ["Harmonic Convergence"],
                       "library": LIBRARY},
                      {"battlefield": ["Glorious Anthem"], "library": LIBRARY})
    do(game, "cast Harmonic Convergence")
    pay(game)
    pass_all(game)
    assert _top(game, ALICE, 1) == ["Bad Moon"]
    assert _top(game, BOB, 1) == ["Glorious Anthem"]
