"""Becoming the monarch (724.1, 724.3), compiled from Oracle text and played: "When this
creature enters, you become the monarch." (Palace Sentinels) and "All creatures get -4/-4
until end of turn. You become the monarch." (Feast of Succession)."""

from __future__ import annotations

from oracle_harness import cast, pass_until, template

from helpers import ALICE, BOB, game_at, pass_all, position
from manastack.scenario import build_game_with_labels

LIBRARY = ["Island"] * 8


@template("become_monarch", cards=("Palace Sentinels",))
def test_palace_sentinels_makes_alice_the_monarch_who_draws_at_her_end_step() -> None:
    """724.3: as Palace Sentinels enters Alice becomes the monarch, Bob ceasing to be it;
    724.2: at the beginning of her end step she draws a card."""
    game, _ = build_game_with_labels(
        position(
            {"library": LIBRARY, "hand": ["Palace Sentinels"], "battlefield": ["Plains"] * 4},
            {"library": LIBRARY},
            stage="priority",
            monarch="Bob",
        )
    )
    assert game.state.monarch == BOB
    cast(game, "Palace Sentinels")
    pass_all(game)
    pass_all(game)
    assert game.state.monarch == ALICE
    pass_until(game, "end", turn=3)
    pass_all(game)
    assert len(game.state.players[ALICE].hand) == 1


@template("become_monarch", cards=("Feast of Succession",))
def test_feast_of_succession_shrinks_all_creatures_then_crowns_its_caster() -> None:
    """608.2c: the creatures get -4/-4 (Bob's Hill Giant dies, 704.5f), then Alice becomes
    the monarch (724.1)."""
    game, _ = game_at(
        {"library": LIBRARY, "hand": ["Feast of Succession"], "battlefield": ["Swamp"] * 6},
        {"library": LIBRARY, "battlefield": ["Hill Giant"]},
    )
    cast(game, "Feast of Succession")
    pass_all(game)
    assert game.state.monarch == ALICE
    assert [game.state.objects[o].card.name for o in game.state.players[BOB].graveyard] == ["Hill Giant"]
