"""A trigger on a permanent put into your graveyard from the battlefield (603.10a, 404.1),
compiled from Oracle text and played: "Whenever another nontoken Elf is put into your
graveyard from the battlefield, you may create a 1/1 green Elf Warrior creature token."
(Prowess of the Fair)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, choose, game_at, pass_all, pay, permanents, zone

LIBRARY = ["Forest"] * 6


@template("to_your_graveyard_trigger", cards=("Prowess of the Fair",))
def test_prowess_of_the_fair_makes_a_warrior_when_alices_elf_dies() -> None:
    """603.10a, 404.1: Alice's Llanowar Elves goes to her graveyard; she may create a 1/1
    Elf Warrior and does. Bob's Elvish Mystic dying (his graveyard) triggers nothing."""
    game, labels = game_at(
        {"battlefield": ["Prowess of the Fair", {"card": "Llanowar Elves", "label": "elves"}],
         "library": LIBRARY},
        {"battlefield": ["Mountain", "Mountain", {"card": "Elvish Mystic", "label": "mystic"}],
         "hand": ["Lightning Bolt", "Shock"], "library": LIBRARY},
        priority="Bob")
    cast(game, "Lightning Bolt", f"Llanowar Elves#{labels['elves']}")
    pass_all(game)
    pass_all(game)
    choose(game, "yes")
    assert permanents(game, ALICE).count("Elf Warrior") == 1
    game.apply("pass")
    cast(game, "Shock", f"Elvish Mystic#{labels['mystic']}")
    pass_all(game)
    assert not game.state.stack
    assert permanents(game, ALICE).count("Elf Warrior") == 1


@template("to_your_graveyard_trigger", cards=("Angelic Renewal",))
def test_angelic_renewal_returns_the_card_that_was_put_there() -> None:
    """603.10a, 400.7: Alice's Grizzly Bears dies; she sacrifices Angelic Renewal and "that
    card" (the Bears in her graveyard) returns to the battlefield."""
    game, labels = game_at(
        {"battlefield": ["Angelic Renewal", {"card": "Grizzly Bears", "label": "bears"}],
         "library": LIBRARY},
        {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
        priority="Bob")
    cast(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    pass_all(game)
    choose(game, "yes")
    assert permanents(game, ALICE) == ["Grizzly Bears"]
    assert zone(game, ALICE, "graveyard") == ["Angelic Renewal"]


@template("to_your_graveyard_trigger", cards=("Nether Traitor",))
def test_nether_traitor_returns_from_the_graveyard_when_another_creature_dies() -> None:
    """603.10a, 113.6: Nether Traitor's ability works from Alice's graveyard; her Grizzly
    Bears dies, she pays {B} and the Traitor returns to the battlefield."""
    game, labels = game_at(
        {"battlefield": ["Swamp", {"card": "Grizzly Bears", "label": "bears"}],
         "graveyard": ["Nether Traitor"], "library": LIBRARY},
        {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
        priority="Bob")
    cast(game, "Lightning Bolt", f"Grizzly Bears#{labels['bears']}")
    pass_all(game)
    pass_all(game)
    choose(game, "yes")
    pay(game)
    assert "Nether Traitor" in permanents(game, ALICE)
    assert zone(game, ALICE, "graveyard") == ["Grizzly Bears"]
