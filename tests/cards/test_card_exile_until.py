"""Cards that exile "until this leaves the battlefield" (610.3), compiled from their Oracle
text: Banishing Light and Silkwrap (the rule's own tests are in
tests/rules/test_cr610_until.py)."""

from __future__ import annotations

from oracle_harness import template

from helpers import BOB, battlefield, do, game_at, pass_all, texts, zone

LIBRARY = ["Island"] * 5


@template("exile_until_leaves", cards=("Banishing Light",))
def test_banishing_light_exiles_a_nonland_permanent_an_opponent_controls() -> None:
    """Banishing Light (610.3, 115.1): only Bob's nonland permanents are targets (not his
    Plains, not Alice's Bears); the Gray Ogre is exiled."""
    game, labels = game_at({"hand": ["Banishing Light"],
                            "battlefield": ["Plains"] * 3 + ["Grizzly Bears"],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}, "Plains"],
                            "library": LIBRARY})
    do(game, "cast Banishing Light", "pay {2}{W} automatically")
    pass_all(game)
    assert texts(game) == [f"target Gray Ogre#{labels['ogre']}"]
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"] and battlefield(game, BOB) == ["Plains"]


@template("exile_until_leaves", cards=("Silkwrap",))
def test_silkwrap_exiles_a_cheap_creature() -> None:
    """Silkwrap (610.3, 202.3): "creature with mana value 3 or less an opponent controls":
    Bob's Gray Ogre (mana value 3) may be exiled, his Craw Wurm (6) may not."""
    game, labels = game_at({"hand": ["Silkwrap"], "battlefield": ["Plains"] * 2,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"},
                                            "Craw Wurm"], "library": LIBRARY})
    do(game, "cast Silkwrap", "pay {1}{W} automatically")
    pass_all(game)
    assert texts(game) == [f"target Gray Ogre#{labels['ogre']}"]
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
