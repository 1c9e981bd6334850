"""Deaths of permanents named by a creature type alone (700.4: "dies" is "is put into a
graveyard from the battlefield"; 109.2, 205.3m: "an Elf you control" is a permanent with that
subtype), compiled from Oracle text and played: Elderfang Venom ("Whenever an Elf you control
dies, each opponent loses 1 life and you gain 1 life.") and Miara, Thorn of the Glade
("Whenever ~ or another Elf you control dies, you may pay {1} and 1 life. If you do, draw a
card.", 118.12, 119.4)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, CAROL, choose, game_at, life, pass_all, resolve, texts, zone

LIBRARY = ["Forest"] * 6


@template("dies_trigger", cards=("Elderfang Venom",))
def test_elderfang_venom_drains_each_opponent_when_an_elf_dies() -> None:
    """700.4, 603.10a, 109.2: Alice's Llanowar Elves dies to Bob's Lightning Bolt; Elderfang
    Venom drains Bob and Carol for 1 each and Alice gains 1. Her Grizzly Bears (not an Elf)
    dying to Shock triggers nothing."""
    game, _labels = game_at(
        {"battlefield": ["Elderfang Venom", "Llanowar Elves", "Grizzly Bears"], "library": LIBRARY},
        {"battlefield": ["Mountain", "Mountain"], "hand": ["Lightning Bolt", "Shock"],
         "library": LIBRARY},
        carol={"library": LIBRARY}, priority="Bob")
    elves = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Llanowar Elves")
    bears = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Grizzly Bears")
    cast(game, "Lightning Bolt", f"Llanowar Elves#{elves}")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Llanowar Elves"]
    pass_all(game)      # the trigger resolves
    assert (life(game, ALICE), life(game, BOB), life(game, CAROL)) == (21, 19, 19)
    game.apply("pass")  # Alice passes priority back to Bob
    cast(game, "Shock", f"Grizzly Bears#{bears}")
    pass_all(game)
    assert not game.state.stack
    assert (life(game, ALICE), life(game, BOB), life(game, CAROL)) == (21, 19, 19)


@template("self_or_another_dies_trigger", "mana_and_life", cards=("Miara, Thorn of the Glade",))
def test_miara_pays_mana_and_life_to_draw_when_an_elf_dies() -> None:
    """700.4, 118.12, 119.4: Alice's Llanowar Elves dies; as Miara's trigger resolves she pays
    {1} and 1 life and draws a card."""
    game, _labels = game_at(
        {"battlefield": ["Miara, Thorn of the Glade", "Llanowar Elves", "Forest"],
         "library": LIBRARY},
        {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
        priority="Bob")
    elves = next(o for o in game.state.battlefield
                 if game.state.objects[o].card.name == "Llanowar Elves")
    cast(game, "Lightning Bolt", f"Llanowar Elves#{elves}")
    pass_all(game)
    pass_all(game)
    choose(game, "yes")
    game.apply(next(c for c in game.legal_choices() if c.verb in ("pay", "auto")))
    assert life(game, ALICE) == 19
    assert zone(game, ALICE, "hand") == ["Forest"]


def test_miara_with_no_mana_isnt_asked_to_pay() -> None:
    """118.3, 118.12: Miara itself dies with no untapped mana source around: Alice can't pay
    {1}, so she isn't asked, loses no life and draws nothing."""
    game, labels = game_at(
        {"battlefield": [{"card": "Miara, Thorn of the Glade", "label": "miara"}],
         "library": LIBRARY},
        {"battlefield": ["Mountain"], "hand": ["Lightning Bolt"], "library": LIBRARY},
        priority="Bob")
    cast(game, "Lightning Bolt", f"Miara, Thorn of the Glade#{labels['miara']}")
    pass_all(game)
    assert game.state.stack
    resolve(game)
    assert "yes" not in texts(game)
    assert life(game, ALICE) == 20 and zone(game, ALICE, "hand") == []
