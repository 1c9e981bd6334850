"""601.2f The total cost: the mana cost plus the cost increases, minus the cost reductions;
a reduction of generic mana takes nothing from colored mana (118.7a)."""

from __future__ import annotations

from helpers import ALICE, do, game_at, pass_all, texts, zone

LIBRARY = ["Island"] * 6


def test_601_2f_an_increase_and_a_reduction_cancel_out() -> None:
    """601.2f: Glowrider's {1} more and Etherium Sculptor's {1} less leave Sol Ring at {1}:
    Alice's one Island pays it."""
    game, _ = game_at({"battlefield": ["Glowrider", "Etherium Sculptor", "Island"],
                       "hand": ["Sol Ring"], "library": LIBRARY}, {"library": LIBRARY})
    do(game, "cast Sol Ring", "pay {1} automatically")
    pass_all(game)
    assert "Sol Ring" in zone(game, ALICE, "battlefield")


def test_118_7a_a_generic_reduction_leaves_colored_mana() -> None:
    """118.7a: Nightscape Familiar's {1} less can't reduce Opt's {U}: with no land Alice
    can't cast it."""
    game, _ = game_at({"battlefield": ["Nightscape Familiar"], "hand": ["Opt"],
                       "library": LIBRARY}, {"library": LIBRARY})
    assert not any(t.startswith("cast Opt") for t in texts(game))
