"""Milling as a cost (118.3, 701.17a-b) on a real card: "{T}, Mill a card: Add {C}."
(Millikin)."""

from __future__ import annotations

from oracle_harness import template

from helpers import ALICE, choose, game_at, stack, texts, zone


@template("mill_cost", cards=("Millikin",))
def test_millikin_mills_a_card_to_add_colorless_mana() -> None:
    """701.17a, 605.3a: Alice pays Sol Ring's {1} with Millikin's mana ability: Millikin
    taps, the top card of her library (a Forest) is put into her graveyard, and {C} pays."""
    game, labels = game_at({"battlefield": [{"card": "Millikin", "label": "millikin"}],
                            "hand": ["Sol Ring"], "library": ["Forest", "Island"]})
    game.apply("cast Sol Ring")
    choose(game, "mana Millikin")
    assert stack(game) == ["Sol Ring"]
    assert game.state.obj(labels["millikin"]).tapped
    assert zone(game, ALICE, "graveyard") == ["Forest"]
    assert zone(game, ALICE, "library") == ["Island"]


@template("mill_cost", cards=("Millikin",))
def test_millikin_cant_be_paid_with_an_empty_library() -> None:
    """701.17b: with no card in her library Alice can't mill one, so Millikin's ability
    can't be activated and Sol Ring can't be cast with it (601.2h)."""
    game, _ = game_at({"battlefield": ["Millikin"], "hand": ["Sol Ring"], "library": []})
    assert not any(t.startswith("cast Sol Ring") for t in texts(game))
    assert not any(t.startswith("activate Millikin") for t in texts(game))
