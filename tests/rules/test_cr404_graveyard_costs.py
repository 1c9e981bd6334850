"""404 Graveyard, as a cost pays from it (118.3, 404.1, 404.2): "the top [card] of your
graveyard" is the one put there last, the order never changes, and a cost that asks for
more cards than qualify can't be paid (rules/casting.exilable_for_cost)."""

from __future__ import annotations

from helpers import ALICE, game_at
from manastack.cards.oracle.semantics import Filter
from manastack.game import Game
from manastack.rules.abilities import Cost, ExileCost
from manastack.rules.casting import exilable_for_cost
from manastack.rules.layers import Chars
from manastack.rules.state import GameState

CREATURE = Filter("creature card", types=frozenset({"Creature"}))


def _creature(state: GameState, ch: Chars, source: int) -> bool:
    return CREATURE.test(state, ch, ch.obj.owner, source)


def _game(graveyard: list[str]) -> Game:
    game, _ = game_at({"graveyard": graveyard, "library": ["Island"] * 3}, {"library": ["Island"] * 3})
    return game


def _names(game: Game, ids: list[int]) -> list[str]:
    return [game.state.objects[oid].card.name for oid in ids]


def test_404_1_the_top_creature_card_is_the_one_put_there_last() -> None:
    """404.1: cards are put on top of the graveyard, so of Grizzly Bears and Hill Giant (put
    there after it) the top creature card is Hill Giant, even with Shock above both."""
    game = _game(["Grizzly Bears", "Hill Giant", "Shock"])
    cost = Cost(exile_cards=ExileCost(1, "the top creature card", "graveyard", _creature, True))
    assert _names(game, exilable_for_cost(game.state, ALICE, cost, -1)) == ["Hill Giant"]


def test_118_3_every_qualifying_card_may_pay_when_any_may() -> None:
    """118.3, 404.2: "Exile a creature card from your graveyard" may take either creature
    card, in the graveyard's order; never the instant."""
    game = _game(["Grizzly Bears", "Shock", "Hill Giant"])
    cost = Cost(exile_cards=ExileCost(1, "a creature card", "graveyard", _creature))
    assert _names(game, exilable_for_cost(game.state, ALICE, cost, -1)) == \
        ["Grizzly Bears", "Hill Giant"]


def test_118_3_no_qualifying_card_no_payment() -> None:
    """118.3: with no creature card in the graveyard nothing can pay the cost."""
    game = _game(["Shock", "Island"])
    cost = Cost(exile_cards=ExileCost(1, "the top creature card", "graveyard", _creature, True))
    assert exilable_for_cost(game.state, ALICE, cost, -1) == []
