""""You may [effect]. If you do, [effects]." (608.2c-d) on a real card: Jeskai Elder's
"you may draw a card. If you do, discard a card." (a loot), chosen as the trigger resolves."""

from __future__ import annotations

from oracle_harness import attack, pass_until, template

from helpers import ALICE, BOB, choose, game_at, life, resolve, who, zone
from manastack.game import Game

LIBRARY = ["Island", "Forest", "Mountain"]


def _elder_connects() -> tuple[Game, dict[str, int]]:
    """Jeskai Elder attacks Bob, unblocked; its combat damage trigger is on the stack."""
    game, labels = game_at({"battlefield": [{"card": "Jeskai Elder", "label": "elder"}],
                            "hand": ["Plains"], "library": LIBRARY},
                           {"library": LIBRARY})
    attack(game, labels["elder"])
    pass_until(game, "combat damage")
    assert life(game, BOB) == 19
    return game, labels


@template("if_you_do_sentence", "may_effect", cards=("Jeskai Elder",))
def test_jeskai_elder_draws_then_discards_if_alice_draws() -> None:
    """608.2d, 608.2c: Alice chooses to draw as the trigger resolves; because she did, she
    discards a card of her choice (701.9a), here the card she drew."""
    game, _ = _elder_connects()
    resolve(game)
    assert game.decision is not None and game.decision.kind.value == "may", who(game)
    game.apply("yes")
    assert zone(game, ALICE, "hand") == ["Plains", "Island"]
    choose(game, "pick Island")
    assert zone(game, ALICE, "hand") == ["Plains"]
    assert zone(game, ALICE, "graveyard") == ["Island"]


@template("if_you_do_sentence", "may_effect", cards=("Jeskai Elder",))
def test_jeskai_elder_declined_neither_draws_nor_discards() -> None:
    """608.2c: Alice declines to draw, so the "If you do" part doesn't happen: she keeps
    her hand and her library."""
    game, _ = _elder_connects()
    resolve(game)
    game.apply("no")
    assert zone(game, ALICE, "hand") == ["Plains"]
    assert zone(game, ALICE, "graveyard") == []
    assert len(game.state.players[ALICE].library) == 3
