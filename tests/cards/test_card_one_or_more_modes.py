"""A spell's "Choose one or more —" (700.2d: each mode at most once, at least one), compiled
from Oracle text and played: Casualties of War ("Destroy target artifact. • Destroy target
creature. • Destroy target enchantment. • Destroy target land. • Destroy target
planeswalker.", 700.2c: each chosen mode has its own target)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, choose, game_at, on_battlefield, pass_all, pay, permanents, texts

MANA = ["Swamp", "Swamp", "Forest", "Forest", "Forest", "Forest"]
LIBRARY = ["Swamp"] * 5


@template("modal_spell_one_or_more", cards=("Casualties of War",))
def test_casualties_of_war_destroys_one_target_for_each_chosen_mode() -> None:
    """700.2d, 700.2c, 601.2b-c: Alice chooses the creature, enchantment and land modes, stops
    there, and targets Bob's Grizzly Bears, Glorious Anthem and Island: all three are
    destroyed; his Ornithopter (artifact mode not chosen) stays."""
    game, labels = game_at(
        {"battlefield": MANA, "hand": ["Casualties of War"], "library": LIBRARY},
        {"battlefield": [{"card": "Grizzly Bears", "label": "bears"},
                         {"card": "Glorious Anthem", "label": "anthem"},
                         {"card": "Island", "label": "island"},
                         {"card": "Ornithopter", "label": "thopter"}], "library": LIBRARY})
    game.apply("cast Casualties of War")
    assert len(texts(game)) == 4        # no planeswalker: that mode can't be chosen (700.2a)
    choose(game, "mode 2")
    choose(game, "mode 3")
    choose(game, "mode 4")
    choose(game, "no more modes")
    game.apply(f"target Grizzly Bears#{labels['bears']}")
    game.apply(f"target Glorious Anthem#{labels['anthem']}")
    game.apply(f"target Island#{labels['island']}")
    pay(game)
    pass_all(game)
    assert permanents(game, BOB) == ["Ornithopter"]
    assert on_battlefield(game, labels["thopter"])


def test_casualties_of_war_needs_at_least_one_mode() -> None:
    """700.2d: stopping ("no more modes") is offered only once a mode is chosen."""
    game, _ = game_at({"battlefield": MANA, "hand": ["Casualties of War"], "library": LIBRARY},
                      {"battlefield": ["Grizzly Bears", "Ornithopter"], "library": LIBRARY})
    game.apply("cast Casualties of War")
    assert "no more modes" not in texts(game)
    choose(game, "mode 1")
    assert "no more modes" in texts(game)
