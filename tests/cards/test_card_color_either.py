"""An object of either of two colors (105.2, 109.2), compiled from Oracle text and played:
"Destroy target green or white creature." (Deathmark) and "As long as you control a red or
white permanent, this creature gets +1/+0 and has first strike." (Battle Brawler)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, game_at, pass_all, pay, pt, texts, zone
from manastack.rules.layers import characteristics

LIBRARY = ["Swamp"] * 6


@template("color_either", cards=("Deathmark",))
def test_deathmark_targets_a_green_or_a_white_creature_only() -> None:
    """115.1, 105.2: Deathmark may target Bob's green Grizzly Bears or white Elite Vanguard,
    not his black Walking Corpse; the Bears are destroyed."""
    game, _labels = game_at(
        {"battlefield": ["Swamp"], "hand": ["Deathmark"], "library": LIBRARY},
        {"battlefield": ["Grizzly Bears", "Elite Vanguard", "Walking Corpse"], "library": LIBRARY},
    )
    game.apply("cast Deathmark")
    options = " ".join(texts(game))
    assert "Grizzly Bears" in options and "Elite Vanguard" in options
    assert "Walking Corpse" not in options
    game.apply(next(t for t in texts(game) if "Grizzly Bears" in t))
    pay(game, required=False)
    pass_all(game)
    assert "Grizzly Bears" in zone(game, BOB, "graveyard")


@template("color_either", "while_you_control_first", cards=("Battle Brawler",))
def test_battle_brawler_needs_a_red_or_white_permanent() -> None:
    """611.3a, 105.2: beside Alice's black Walking Corpse Battle Brawler is a 2/2 without
    first strike; beside her white Elite Vanguard, a 3/2 with first strike."""
    for other, boosted in (("Walking Corpse", False), ("Elite Vanguard", True)):
        game, labels = game_at(
            {"battlefield": [{"card": "Battle Brawler", "label": "b"}, other], "library": LIBRARY},
            {"library": LIBRARY},
        )
        brawler = labels["b"]
        assert pt(game, brawler) == ((3, 2) if boosted else (2, 2))
        assert characteristics(game.state, brawler).has("first strike") is boosted
