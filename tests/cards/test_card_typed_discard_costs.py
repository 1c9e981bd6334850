"""Discarding a card of a kind as a cost (118.3, 701.9a), compiled from Oracle text and
played: "{T}, Discard an Elf card: Target creature gets -X/-X until end of turn, where X is
the number of Elves you control." (Lys Alana Scarblade, 107.3, 608.2h)."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, choose, game_at, on_battlefield, pass_all, pay, texts, zone

LIBRARY = ["Swamp"] * 6


@template("typed_discard_cost", cards=("Lys Alana Scarblade",))
def test_lys_alana_scarblade_discards_an_elf_to_shrink_a_creature() -> None:
    """118.3, 701.9a: the cost offers only the Elf card in Alice's hand (Llanowar Elves, not
    Grizzly Bears); with the Scarblade and Elvish Mystic she controls two Elves, so Bob's
    Gray Ogre gets -2/-2 and dies (704.5f)."""
    game, labels = game_at(
        {"battlefield": [{"card": "Lys Alana Scarblade", "label": "scarblade"}, "Elvish Mystic"],
         "hand": ["Llanowar Elves", "Grizzly Bears"], "library": LIBRARY},
        {"battlefield": [{"card": "Gray Ogre", "label": "ogre"}], "library": LIBRARY})
    activate(game, labels["scarblade"], f"Gray Ogre#{labels['ogre']}")
    options = texts(game)
    assert any("Llanowar Elves" in o for o in options)
    assert not any("Grizzly Bears" in o for o in options)
    game.apply(next(c for c in game.legal_choices() if "Llanowar Elves" in str(c)))
    assert zone(game, ALICE, "graveyard") == ["Llanowar Elves"]
    pass_all(game)
    assert not on_battlefield(game, labels["ogre"])


def test_lys_alana_scarblade_without_an_elf_card_cant_activate() -> None:
    """118.3, 602.2b: with only Grizzly Bears in hand the cost can't be paid, so the ability
    isn't offered."""
    game, _labels = game_at(
        {"battlefield": [{"card": "Lys Alana Scarblade", "label": "scarblade"}],
         "hand": ["Grizzly Bears"], "library": LIBRARY},
        {"battlefield": ["Gray Ogre"], "library": LIBRARY})
    assert not any(o.startswith("activate Lys Alana Scarblade") for o in texts(game))


@template("typed_discard_cost", cards=("Magmatic Insight",))
def test_magmatic_insight_discards_a_land_card_as_it_is_cast() -> None:
    """601.2b, 601.2h, 118.3: the additional cost takes a land card from Alice's hand (the
    Mountain, not Grizzly Bears); Magmatic Insight then draws two cards."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Magmatic Insight", "Mountain",
                                                              "Grizzly Bears"],
                       "library": LIBRARY}, {"library": LIBRARY})
    game.apply("cast Magmatic Insight")
    pay(game)
    options = texts(game)
    assert options == [o for o in options if "Mountain" in o], options
    choose(game, "pick Mountain")
    pass_all(game)
    assert sorted(zone(game, ALICE, "hand")) == ["Grizzly Bears", "Swamp", "Swamp"]
    assert zone(game, ALICE, "graveyard") == ["Mountain", "Magmatic Insight"]


def test_magmatic_insight_without_a_land_card_cant_be_cast() -> None:
    """601.2f-h, 118.3: with no land card in hand besides, the cost can't be paid."""
    game, _ = game_at({"battlefield": ["Mountain"], "hand": ["Magmatic Insight", "Grizzly Bears"],
                       "library": LIBRARY}, {"library": LIBRARY})
    assert not any(o.startswith("cast Magmatic Insight") for o in texts(game))


@template("typed_discard_cost", cards=("Abolish",))
def test_abolish_is_cast_by_discarding_a_plains_card() -> None:
    """118.9, 601.2b: Alice casts Abolish for its alternative cost, discarding a Plains card
    instead of paying {1}{W}{W}, and destroys Bob's Glorious Anthem."""
    game, labels = game_at({"hand": ["Abolish", {"card": "Plains", "label": "plains"}],
                            "library": LIBRARY},
                           {"battlefield": [{"card": "Glorious Anthem", "label": "anthem"}],
                            "library": LIBRARY})
    choose(game, "cast Abolish#")
    game.apply(f"target Glorious Anthem#{labels['anthem']}")
    assert texts(game) == [f"pick Plains#{labels['plains']}"]
    choose(game, "pick Plains")
    pass_all(game)
    assert zone(game, ALICE, "graveyard") == ["Plains", "Abolish"]
    assert not on_battlefield(game, labels["anthem"])
