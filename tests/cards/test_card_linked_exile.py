"""Linked abilities that exile and return (607.1, 607.2a): "When this enchantment leaves
the battlefield, return the exiled card to the battlefield under its owner's control.",
compiled from Oracle text and played: Oblivion Ring and Fiend Hunter (the rule's own tests
are in tests/rules/test_cr607_linked_abilities.py)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, battlefield, choose, do, game_at, name, pass_all, zone
from manastack.game import Game

LIBRARY = ["Island"] * 5


def oring_exiles_ogre() -> tuple[Game, dict[str, int]]:
    """Alice's Oblivion Ring has exiled Bob's Gray Ogre; Bob holds Naturalize."""
    game, labels = game_at({"hand": ["Oblivion Ring"], "battlefield": ["Plains"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}] + ["Forest"] * 2,
                            "hand": ["Naturalize"], "library": LIBRARY})
    cast(game, "Oblivion Ring")
    pass_all(game)
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pass_all(game)
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    return game, labels


@template("return_exiled", cards=("Oblivion Ring",))
def test_oblivion_ring_returns_the_ogre_when_it_is_destroyed() -> None:
    """607.2a, 603.6c, 110.2a: Bob's Naturalize destroys the Oblivion Ring; its
    leaves-the-battlefield ability returns the card its enters ability exiled to the
    battlefield under its owner's (Bob's) control, as a new object (400.7)."""
    game, labels = oring_exiles_ogre()
    game.apply("pass")
    ring = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Oblivion Ring")
    cast(game, "Naturalize", name(game, ring))
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Oblivion Ring"]
    pass_all(game)
    assert zone(game, BOB, "exile") == [] and "Gray Ogre" in battlefield(game, BOB)
    ogre = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Gray Ogre")
    assert ogre != labels["ogre"] and game.state.objects[ogre].controller == BOB


@template("return_exiled", cards=("Fiend Hunter",))
def test_fiend_hunter_gives_back_the_creature_when_it_dies() -> None:
    """607.2a, 603.10a, 603.5: Fiend Hunter, as Alice chooses to, exiles Bob's Gray Ogre;
    when Bob's Terror kills the Hunter, the Ogre comes back under Bob's control."""
    game, labels = game_at({"hand": ["Fiend Hunter"], "battlefield": ["Plains"] * 3,
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}, "Swamp", "Swamp"],
                            "hand": ["Terror"], "library": LIBRARY})
    cast(game, "Fiend Hunter")
    pass_all(game)
    do(game, f"target Gray Ogre#{labels['ogre']}")
    pass_all(game)
    choose(game, "yes")
    assert zone(game, BOB, "exile") == ["Gray Ogre"]
    game.apply("pass")
    hunter = next(o for o in game.state.battlefield if game.state.objects[o].card.name == "Fiend Hunter")
    cast(game, "Terror", name(game, hunter))
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Fiend Hunter"]
    assert "Gray Ogre" in battlefield(game, BOB) and zone(game, BOB, "exile") == []
