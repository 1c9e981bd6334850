"""A sentence beginning "Then" and "discard N cards unless you discard [a kind of] card"
(701.9a, 608.2c), compiled from Oracle text and played: "Draw three cards. Then discard two
cards unless you discard an artifact card." (Thirst for Knowledge)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, do, game_at, pass_all, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind

LIBRARY = ["Island", "Ornithopter", "Island", "Island"]


def _thirst_resolving() -> Game:
    """Alice casts Thirst for Knowledge with Frogmite (an artifact) and a Swamp in hand; it
    resolves: she draws Island, Ornithopter and Island, then chooses how to discard."""
    game, _ = game_at({"hand": ["Thirst for Knowledge", "Frogmite", "Swamp"],
                       "battlefield": ["Island"] * 3, "library": LIBRARY},
                      {"library": ["Island"] * 4})
    do(game, "cast Thirst for Knowledge", "pay {2}{U} automatically")
    pass_all(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    return game


@template("discard_unless", cards=("Thirst for Knowledge",))
def test_thirst_for_knowledge_discards_one_artifact_card_instead_of_two() -> None:
    """Thirst for Knowledge (701.9a, 608.2c): after drawing three, Alice discards just
    Frogmite, an artifact card (her choice among them)."""
    game = _thirst_resolving()
    do(game, "yes", "pick Frogmite")
    assert sorted(zone(game, ALICE, "graveyard")) == ["Frogmite", "Thirst for Knowledge"]
    assert sorted(zone(game, ALICE, "hand")) == ["Island", "Island", "Ornithopter", "Swamp"]


def test_thirst_for_knowledge_discards_two_cards_when_no_artifact_is_discarded() -> None:
    """Thirst for Knowledge (701.9a): declining to discard an artifact card, Alice discards
    two cards of her choice (Swamp and an Island)."""
    game = _thirst_resolving()
    do(game, "no", "pick Swamp", "pick Island")
    assert sorted(zone(game, ALICE, "graveyard")) == ["Island", "Swamp", "Thirst for Knowledge"]
    assert sorted(zone(game, ALICE, "hand")) == ["Frogmite", "Island", "Ornithopter"]
