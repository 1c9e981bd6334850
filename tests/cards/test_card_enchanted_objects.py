"""Objects told by whether an Aura is attached to them (303.4) on real cards: Winds of Rath,
Guardian's Magemark."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, pt, resolve, zone

LIBRARY = ["Island"] * 6


@template("not_enchanted_suffix", cards=("Winds of Rath",))
def test_winds_of_rath_spares_only_enchanted_creatures() -> None:
    """303.4, 701.19c: Winds of Rath destroys Bob's Grizzly Bears and Alice's Gray Ogre but
    not her Hill Giant enchanted by Holy Strength (an Aura); the Equipment on the Ogre
    doesn't make it enchanted (301.5)."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Winds of Rath"],
            "battlefield": [
                *(["Plains"] * 5),
                {"card": "Hill Giant", "label": "giant"},
                {"card": "Holy Strength", "attached_to": "giant"},
                {"card": "Gray Ogre", "label": "ogre"},
                {"card": "Bonesplitter", "attached_to": "ogre"},
            ],
        },
        {"library": LIBRARY, "battlefield": ["Grizzly Bears"]},
    )
    cast(game, "Winds of Rath")
    resolve(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Gray Ogre", "Winds of Rath"]
    assert zone(game, BOB, "graveyard") == ["Grizzly Bears"]
    assert pt(game, labels["giant"]) == (4, 5)


@template("enchanted_suffix", cards=("Guardian's Magemark",))
def test_guardians_magemark_pumps_only_enchanted_creatures() -> None:
    """303.4: Guardian's Magemark gives +1/+1 to Alice's creatures that are enchanted (the
    Hill Giant it enchants, 3/3 to 4/4), not to her unenchanted Grizzly Bears."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [
                {"card": "Hill Giant", "label": "giant"},
                {"card": "Guardian's Magemark", "attached_to": "giant"},
                {"card": "Grizzly Bears", "label": "bears"},
            ],
        },
        {"library": LIBRARY},
    )
    assert pt(game, labels["giant"]) == (4, 4)
    assert pt(game, labels["bears"]) == (2, 2)
