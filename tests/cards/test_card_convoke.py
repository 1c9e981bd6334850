"""Convoke compiled from Oracle text (702.51a): Stoke the Flames ({2}{R}{R}, "Convoke",
"Stoke the Flames deals 4 damage to any target.") cast with two Mountains and two creatures
tapped for it, chosen one at a time or by the automatic payment."""

from __future__ import annotations

from helpers import BOB, choose, do, game_at, life, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def _alice_with_two_mountains_and_two_creatures() -> tuple[Game, dict[str, int]]:
    return game_at({"battlefield": ["Mountain", "Mountain",
                                    {"card": "Grizzly Bears", "label": "bears"},
                                    {"card": "Raging Goblin", "label": "goblin", "sick": True}],
                    "hand": ["Stoke the Flames"], "library": LIBRARY}, {"library": LIBRARY})


def test_stoke_the_flames_is_paid_by_tapping_two_creatures_and_two_mountains() -> None:
    """702.51a, 702.51c: Alice taps Raging Goblin (red, summoning sick, 302.6) for {R} and
    Grizzly Bears for generic mana, and the Mountains pay the rest; Stoke the Flames deals
    4 damage to Bob."""
    game, labels = _alice_with_two_mountains_and_two_creatures()
    do(game, "cast Stoke the Flames", "target Bob")
    choose(game, f"convoke: tap Raging Goblin#{labels['goblin']} to pay {{R}}")
    choose(game, f"convoke: tap Grizzly Bears#{labels['bears']} to pay generic mana")
    assert texts(game)[0] == "pay {1}{R} automatically"
    choose(game, "pay {1}{R} automatically")
    state = game.state
    assert state.objects[labels["goblin"]].tapped and state.objects[labels["bears"]].tapped
    pass_all(game)
    assert life(game, BOB) == 16 and zone(game, 0, "graveyard") == ["Stoke the Flames"]


def test_the_automatic_payment_convokes_when_the_lands_fall_short() -> None:
    """702.51a, 601.2g: two Mountains can't pay {2}{R}{R}; paying automatically taps both
    creatures for convoke as well."""
    game, _ = _alice_with_two_mountains_and_two_creatures()
    do(game, "cast Stoke the Flames", "target Bob", "pay {2}{R}{R} automatically")
    state = game.state
    assert all(state.objects[o].tapped for o in state.battlefield)
    pass_all(game)
    assert life(game, BOB) == 16
