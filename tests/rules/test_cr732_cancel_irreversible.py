"""732.1 (last sentence): players may not reverse actions that moved cards from a library
to a zone other than the stack, moved cards to a library, shuffled a library or revealed
cards from it. `Game.cancel()` refuses such an action, changing nothing (DESIGN.md: views
come first; a player can't un-see a card)."""

from __future__ import annotations

import pytest

from helpers import do, game_at, zone
from manastack.errors import IllegalChoiceError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import inline_cards

ALICE = 0
CARDS = tuple(inline_cards([
    {"name": "Drawing Stone", "mana_cost": "{0}", "type_line": "Artifact",
     "text": "{T}: Add {R}. Draw a card."},
]))


def paying_for_bolt() -> tuple[Game, dict[str, int]]:
    game, labels = game_at({"hand": ["Lightning Bolt"], "library": ["Island", "Forest", "Swamp"],
                            "battlefield": [{"card": "Drawing Stone", "label": "stone"},
                                            {"card": "Mountain", "label": "mountain"}]},
                           cards=CARDS)
    do(game, "cast Lightning Bolt", "target Bob")
    return game, labels


def test_a_payment_that_drew_a_card_is_not_taken_back() -> None:
    """732.1: a mana ability that draws a card while a spell is cast moved a card
    from the library into the hand: cancelling is refused, naming the rule, and the game
    stays exactly where it was."""
    game, labels = paying_for_bolt()
    do(game, f"mana Drawing Stone#{labels['stone']}: {{T}}: Add {{R}}. Draw a card.")
    before = game.state_hash()
    with pytest.raises(IllegalChoiceError, match=r"732\.1") as refused:
        game.cancel()
    assert "library" in str(refused.value)
    assert game.state_hash() == before
    assert len(zone(game, ALICE, "library")) == 2


def test_a_payment_that_left_the_library_alone_is_taken_back() -> None:
    """732.1: the same spell paid with a Mountain instead touches no library: it is
    reversed, the Bolt back in hand and the library as it was."""
    game, labels = paying_for_bolt()
    do(game, f"mana Mountain#{labels['mountain']}: {{T}}: Add {{R}}.")
    game.cancel()
    assert game.decision is not None and game.decision.kind is DecisionKind.PRIORITY
    assert zone(game, ALICE, "hand") == ["Lightning Bolt"]
    assert len(zone(game, ALICE, "library")) == 3
