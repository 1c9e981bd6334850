"""A blocker's own restriction "This creature can't block creatures with power 2 or
greater." (509.1b), compiled from Oracle text and played: Ironclaw Orcs."""

from __future__ import annotations

from oracle_harness import template

from helpers import do, game_at, name, pass_all, texts

LIBRARY = ["Island"] * 6


@template("cant_block_described", cards=("Ironclaw Orcs",))
def test_ironclaw_orcs_blocks_only_small_attackers() -> None:
    """509.1b: Bob attacks with a Hill Giant (power 3) and a Raging Goblin (power 1);
    Alice's Ironclaw Orcs is offered as a blocker of the Goblin only, judged on each
    attacker's power as blockers are declared."""
    game, labels = game_at({"battlefield": [{"card": "Ironclaw Orcs", "label": "orcs"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Hill Giant", "label": "giant"},
                                            {"card": "Raging Goblin", "label": "goblin"}],
                            "library": LIBRARY},
                           active="Bob", step="declare attackers", stage="begin")
    giant, goblin, orcs = (name(game, labels[k]) for k in ("giant", "goblin", "orcs"))
    do(game, f"attack with {giant} -> Alice", f"attack with {goblin} -> Alice",
       "done declaring attackers", by="Bob")
    pass_all(game)
    blocks = [t for t in texts(game) if t.startswith("block ")]
    assert blocks == [f"block {goblin} with {orcs}"]
