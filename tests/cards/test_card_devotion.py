"""Devotion to a color (700.5), compiled from Oracle text and played: "Target creature gets
+X/+X until end of turn, where X is your devotion to green." (Aspect of Hydra)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import game_at, name, pass_all, pt

LIBRARY = ["Island"] * 6


@template("devotion_x", cards=("Aspect of Hydra",))
def test_aspect_of_hydra_counts_the_green_symbols_of_alices_permanents() -> None:
    """700.5, 608.2h: Alice's Llanowar Elves ({G}), Grizzly Bears ({1}{G}) and Boartusk Liege
    ({1}{R/G}{R/G}{R/G}: each hybrid symbol is green) make her devotion to green 5; Bob's
    Elvish Mystic and the lands (no mana cost) don't count, nor does Aspect of Hydra on the
    stack. Grizzly Bears gets +5/+5 (and +1/+1 from the Liege: 8/8)."""
    game, labels = game_at({"library": LIBRARY, "hand": ["Aspect of Hydra"],
                            "battlefield": ["Forest", "Llanowar Elves",
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Boartusk Liege"]},
                           {"library": LIBRARY, "battlefield": ["Elvish Mystic"]})
    cast(game, "Aspect of Hydra", name(game, labels["bears"]))
    pass_all(game)
    assert pt(game, labels["bears"]) == (8, 8)
