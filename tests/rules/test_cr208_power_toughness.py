"""208 power and toughness: an effect that modifies the power and toughness of a noncreature
permanent is created all the same and applies once that permanent becomes a creature."""

from __future__ import annotations

from helpers import do, game_at, pay, resolve, texts
from manastack.cards.inline import card_data, define_card
from manastack.rules.layers import characteristics

# A hypothetical instant (no printed card pumps an artifact that isn't a creature).
POLISH = define_card(card_data("Judge's Polish", "{W}", "Instant",
                               "Target artifact gets +2/+2 until end of turn."))


def test_a_pump_on_a_noncreature_vehicle_applies_once_it_is_crewed() -> None:
    """208.3a, 208.3, 301.7a, 611.2a: Judge's Polish gives Alice's Sky Skiff (a 2/3 Vehicle,
    not a creature) +2/+2: the effect is created though the Skiff has no power or toughness;
    crewed by Grizzly Bears it becomes a creature and is 4/5 until end of turn."""
    game, labels = game_at({"battlefield": [{"card": "Sky Skiff", "label": "skiff"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Plains"],
                            "hand": ["Judge's Polish"], "library": ["Plains"] * 3},
                           {"library": ["Plains"] * 3}, cards=(POLISH,))
    do(game, "cast Judge's Polish", f"target Sky Skiff#{labels['skiff']}")
    pay(game)
    resolve(game)
    skiff = characteristics(game.state, labels["skiff"])
    assert not skiff.is_creature and (skiff.power, skiff.toughness) == (None, None)
    assert len(game.state.effects) == 1          # the effect exists all the same
    do(game, next(t for t in texts(game) if t.startswith(f"activate Sky Skiff#{labels['skiff']}")))
    do(game, f"pick Grizzly Bears#{labels['bears']}")
    resolve(game)
    skiff = characteristics(game.state, labels["skiff"])
    assert skiff.is_creature and (skiff.power, skiff.toughness) == (4, 5)
