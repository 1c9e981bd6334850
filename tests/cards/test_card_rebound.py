"""Rebound (702.88a) compiled from Oracle text and played: Staggershock cast from Alice's hand
is exiled as it resolves and cast again, without paying its mana cost, at the beginning of
her next upkeep, then goes to her graveyard; countered, it goes to the graveyard."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, BOB, do, game_at, life, pass_all, pay, texts, who, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Mountain"] * 8


def _staggershock(bob: dict[str, object] | None = None) -> Game:
    game, _ = game_at(
        {"hand": ["Staggershock"], "battlefield": ["Mountain"] * 3, "library": LIBRARY},
        {"library": LIBRARY, **(bob or {})},
    )
    cast(game, "Staggershock", "Bob")
    return game


@template("rebound", cards=("Staggershock",))
def test_staggershock_rebounds_at_the_next_upkeep() -> None:
    """702.88a, 603.7: Staggershock deals 2 to Bob and is exiled; at the beginning of
    Alice's next upkeep (not Bob's) she casts it from exile for nothing (702.88b), it deals 2
    again and, not cast from her hand this time, goes to her graveyard."""
    game = _staggershock()
    pass_all(game)
    assert life(game, BOB) == 18
    assert zone(game, ALICE, "exile") == ["Staggershock"]
    assert zone(game, ALICE, "graveyard") == []
    pass_until(game, "upkeep", turn=4)
    assert zone(game, ALICE, "exile") == ["Staggershock"]
    pass_until(game, "upkeep", turn=5)
    pass_all(game)  # the delayed trigger resolves
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY, who(game)
    do(game, "yes")
    do(game, "target Bob")  # no mana to pay (118.9)
    assert zone(game, ALICE, "exile") == []
    pass_all(game)
    assert life(game, BOB) == 16
    assert zone(game, ALICE, "graveyard") == ["Staggershock"]


def test_rebound_may_be_declined() -> None:
    """702.88a: "you may cast": declined, the card stays in exile; the delayed trigger
    waits in the state, so a saved game keeps it (603.7)."""
    game = _staggershock()
    pass_all(game)
    game = Game.load(game.save())
    pass_until(game, "upkeep", turn=5)
    pass_all(game)
    do(game, "no")
    assert zone(game, ALICE, "exile") == ["Staggershock"]
    assert life(game, BOB) == 18


def test_a_countered_rebound_spell_goes_to_the_graveyard() -> None:
    """702.88a, 701.6a: countered, Staggershock doesn't resolve, so it isn't exiled."""
    game = _staggershock({"hand": ["Cancel"], "battlefield": ["Island"] * 3})
    game.apply("pass")
    assert any(t.startswith("cast Cancel") for t in texts(game)), who(game)
    do(game, "cast Cancel", "target Staggershock", by="Bob")
    pay(game)
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Staggershock"]
    assert zone(game, ALICE, "exile") == []
