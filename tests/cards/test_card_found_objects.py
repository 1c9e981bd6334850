""" "it" in an ability that triggers on a zone change names the new object in the public zone
the object moved to (400.7e, 603.6c, 603.10a), compiled from Oracle text and played: Rancor,
Endless Cockroaches, Academy Rector, Squee's Embrace and The Cauldron of Eternity."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, name, pass_all, texts, zone
from manastack.game import Game

LIBRARY = ["Island"] * 6


def _purge_in_response(game: Game, card: str) -> None:
    """With the trigger on the stack, Alice passes and Bob exiles `card` from her graveyard
    with Coffin Purge, which resolves first."""
    assert game.state.stack
    game.apply("pass")
    cast(game, "Coffin Purge", card)
    pass_all(game)
    assert card in zone(game, ALICE, "exile")


@template("put_into_graveyard_self_trigger", "found_object", cards=("Rancor",))
def test_rancor_returns_to_its_owners_hand_from_the_graveyard() -> None:
    """704.5m, 603.10a, 400.7e: Shock kills the Grizzly Bears enchanted by Rancor; Rancor goes
    to the graveyard as a state-based action, its ability triggers looking back, and "it" is
    the Rancor card in the graveyard, which returns to Alice's hand."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Shock"],
            "battlefield": [
                "Mountain",
                {"card": "Grizzly Bears", "label": "bears"},
                {"card": "Rancor", "attached_to": "bears"},
            ],
        },
        {"library": LIBRARY},
    )
    cast(game, "Shock", name(game, labels["bears"]))
    pass_all(game)
    assert sorted(zone(game, ALICE, "graveyard")) == ["Grizzly Bears", "Rancor", "Shock"]
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Rancor"]
    assert sorted(zone(game, ALICE, "graveyard")) == ["Grizzly Bears", "Shock"]


@template("dies_self_trigger", "found_object", cards=("Endless Cockroaches", "Coffin Purge"))
def test_endless_cockroaches_returns_unless_the_card_left_the_graveyard() -> None:
    """700.4, 400.7e: one Endless Cockroaches dies and returns to its owner's hand; for the
    other, Bob exiles the card from the graveyard before the ability resolves, and the exiled
    card is a new object (400.7) that the ability can't find: it stays in exile."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Shock", "Lightning Bolt"],
            "battlefield": [
                "Mountain",
                "Mountain",
                {"card": "Endless Cockroaches", "label": "a"},
                {"card": "Endless Cockroaches", "label": "b"},
            ],
        },
        {"library": LIBRARY, "hand": ["Coffin Purge"], "battlefield": ["Swamp"]},
    )
    cast(game, "Shock", name(game, labels["a"]))
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Lightning Bolt", "Endless Cockroaches"]
    cast(game, "Lightning Bolt", name(game, labels["b"]))
    pass_all(game)
    _purge_in_response(game, "Endless Cockroaches")
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Endless Cockroaches"]
    assert zone(game, BOB, "graveyard") == ["Coffin Purge"]


@template(
    "dies_self_trigger", "found_object", "if_you_do_sentence", cards=("Academy Rector", "Glorious Anthem")
)
def test_academy_rector_exiles_itself_to_find_an_enchantment() -> None:
    """608.2d, 400.7e: as the ability resolves Alice chooses to exile the Academy Rector card
    from her graveyard, and so (608.2c) searches for Glorious Anthem and puts it onto the
    battlefield."""
    game, labels = game_at(
        {
            "library": ["Glorious Anthem", *LIBRARY],
            "hand": ["Shock"],
            "battlefield": ["Mountain", {"card": "Academy Rector", "label": "rector"}],
        },
        {"library": LIBRARY},
    )
    cast(game, "Shock", name(game, labels["rector"]))
    pass_all(game)
    pass_all(game)
    game.apply(next(t for t in texts(game) if t.startswith("yes")))
    game.apply(next(t for t in texts(game) if t.startswith("pick Glorious Anthem")))
    assert zone(game, ALICE, "exile") == ["Academy Rector"]
    assert "Glorious Anthem" in [game.state.objects[o].card.name for o in game.state.battlefield]


@template("dies_self_trigger", "found_object", "if_you_do_sentence", cards=("Academy Rector", "Coffin Purge"))
def test_academy_rector_gone_from_the_graveyard_finds_nothing() -> None:
    """609.3, 608.2c: once Bob has exiled the Academy Rector card, the ability can't exile it:
    Alice isn't asked, doesn't "do", and doesn't search."""
    game, labels = game_at(
        {
            "library": ["Glorious Anthem", *LIBRARY],
            "hand": ["Shock"],
            "battlefield": ["Mountain", {"card": "Academy Rector", "label": "rector"}],
        },
        {"library": LIBRARY, "hand": ["Coffin Purge"], "battlefield": ["Swamp"]},
    )
    cast(game, "Shock", name(game, labels["rector"]))
    pass_all(game)
    _purge_in_response(game, "Academy Rector")
    pass_all(game)
    assert not game.state.stack and zone(game, ALICE, "library")[0] == "Glorious Anthem"


@template("attached_dies_trigger", "found_object", cards=("Squee's Embrace", "Terror"))
def test_squees_embrace_returns_the_creature_card_to_its_owners_hand() -> None:
    """400.7e: "that card" is the Grizzly Bears card in Alice's graveyard after Bob's Terror;
    it returns to her hand, and the Aura stays in the graveyard (704.5m)."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "battlefield": [
                {"card": "Grizzly Bears", "label": "bears"},
                {"card": "Squee's Embrace", "attached_to": "bears"},
            ],
        },
        {"library": LIBRARY, "hand": ["Terror"], "battlefield": ["Swamp"] * 2},
        active="Bob",
        priority="Bob",
    )
    cast(game, "Terror", name(game, labels["bears"]))
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Squee's Embrace"]


@template("dies_trigger", "found_object", cards=("The Cauldron of Eternity",))
def test_the_cauldron_of_eternity_puts_a_dead_creature_on_the_bottom() -> None:
    """401.4, 400.7e: Grizzly Bears dies under Alice's control; The Cauldron of Eternity's
    ability puts the card from her graveyard on the bottom of her library."""
    game, labels = game_at(
        {
            "library": LIBRARY,
            "hand": ["Shock"],
            "battlefield": [
                "Mountain",
                "The Cauldron of Eternity",
                {"card": "Grizzly Bears", "label": "bears"},
            ],
        },
        {"library": LIBRARY},
    )
    cast(game, "Shock", name(game, labels["bears"]))
    pass_all(game)
    pass_all(game)
    assert zone(game, ALICE, "library")[-1] == "Grizzly Bears"
    assert zone(game, ALICE, "graveyard") == ["Shock"]
