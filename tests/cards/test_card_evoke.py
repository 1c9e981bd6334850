"""Evoke (702.74, 702.74a), compiled from Oracle text: the card may be cast from the hand for its
evoke cost rather than its mana cost (118.9), and "When this permanent enters, if its evoke
cost was paid, its controller sacrifices it." (603.4)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, game_at, pay, resolve, texts, zone
from manastack.game import Game
from manastack.rules.decisions import DecisionKind


def _mulldrifter(islands: int) -> Game:
    game, _ = game_at({"battlefield": ["Island"] * islands, "hand": ["Mulldrifter"],
                       "library": ["Plains", "Swamp", "Forest"]})
    return game


@template("evoke", cards=("Mulldrifter",))
def test_evoked_mulldrifter_draws_two_then_is_sacrificed() -> None:
    """702.74a, 603.3b / 113.2b (evoke is an ability of the card) / 400.7d (the permanent's
    ability sees the cost paid for the spell it was): cast for {2}{U}, Mulldrifter enters;
    its draw and its evoke sacrifice both trigger; it ends in the graveyard and Alice has
    drawn two cards."""
    game = _mulldrifter(3)
    game.apply(next(t for t in texts(game) if t.endswith("with evoke")))
    pay(game)
    resolve(game)                        # Mulldrifter enters
    while game.decision is not None and game.decision.kind is DecisionKind.TRIGGER_ORDER:
        game.apply(game.legal_choices()[0])
    while game.state.stack:
        resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Mulldrifter"]
    assert len(zone(game, ALICE, "hand")) == 2


def test_mulldrifter_cast_for_its_mana_cost_stays() -> None:
    """702.74a: cast for {4}{U}, the evoke trigger's condition is false: no sacrifice."""
    game = _mulldrifter(5)
    game.apply("cast Mulldrifter")
    pay(game)
    resolve(game)
    while game.state.stack:
        resolve(game)
    assert zone(game, ALICE, "graveyard") == [] and len(zone(game, ALICE, "hand")) == 2
    assert "Mulldrifter" in [game.state.objects[o].card.name for o in game.state.battlefield]


def test_evoke_is_offered_only_from_the_hand_with_its_mana() -> None:
    """118.9, 601.2g: with two Islands neither {4}{U} nor {2}{U} can be paid."""
    game = _mulldrifter(2)
    assert not any("Mulldrifter" in t for t in texts(game))
