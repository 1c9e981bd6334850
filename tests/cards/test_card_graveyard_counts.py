"""Conditions on how many cards are in your graveyard (threshold, delirium: ability words,
207.2c), compiled from Oracle text and played: a static ability's "as long as" (611.3a:
Nimble Mongoose, Grim Flayer, Basking Capybara), an activation restriction (602.5b: Cabal
Pit) and an intervening "if" (603.4: Pit Keeper). Cards count in their owner's graveyard
(404.1); the card types are those of 205.2a."""

from __future__ import annotations

from oracle_harness import activate, template

from helpers import ALICE, cast_resolved, choose, game_at, pass_all, pt, resolve, texts, zone

LIBRARY = ["Island"] * 6
SIX = ["Island", "Forest", "Swamp", "Plains", "Mountain", "Island"]


@template("conditional_static", "zone_card_count", cards=("Nimble Mongoose",))
def test_nimble_mongoose_gets_threshold_with_seven_cards_in_its_owners_graveyard() -> None:
    """611.3a, 207.2c: with six cards in Alice's graveyard Nimble Mongoose is 1/1; the
    seventh makes it 3/3, and cards in Bob's graveyard never count (404.1)."""
    game, labels = game_at(
        {"battlefield": [{"card": "Nimble Mongoose", "label": "m"}], "graveyard": SIX,
         "library": LIBRARY},
        {"graveyard": ["Island"] * 7, "library": LIBRARY})
    assert pt(game, labels["m"]) == (1, 1)
    game, labels = game_at(
        {"battlefield": [{"card": "Nimble Mongoose", "label": "m"}],
         "graveyard": [*SIX, "Island"], "library": LIBRARY},
        {"library": LIBRARY})
    assert pt(game, labels["m"]) == (3, 3)


@template("conditional_static", "zone_card_types", cards=("Grim Flayer", "Ornithopter"))
def test_grim_flayer_counts_card_types_not_cards() -> None:
    """611.3a, 205.2a: seven lands are one card type, so Grim Flayer stays 2/2; a land, an
    instant, a creature and a sorcery are four types and it is 4/4; an artifact creature
    counts as two types."""
    game, labels = game_at(
        {"battlefield": [{"card": "Grim Flayer", "label": "g"}], "graveyard": ["Island"] * 7,
         "library": LIBRARY}, {"library": LIBRARY})
    assert pt(game, labels["g"]) == (2, 2)
    game, labels = game_at(
        {"battlefield": [{"card": "Grim Flayer", "label": "g"}],
         "graveyard": ["Island", "Shock", "Grizzly Bears", "Divination"], "library": LIBRARY},
        {"library": LIBRARY})
    assert pt(game, labels["g"]) == (4, 4)
    game, labels = game_at(
        {"battlefield": [{"card": "Grim Flayer", "label": "g"}],
         "graveyard": ["Island", "Shock", "Ornithopter"], "library": LIBRARY},
        {"library": LIBRARY})
    assert pt(game, labels["g"]) == (4, 4)


@template("conditional_static", "zone_card_count", cards=("Basking Capybara",))
def test_basking_capybara_counts_only_permanent_cards() -> None:
    """611.3a, 110.4a: instants don't count as permanent cards; four lands and creatures do."""
    game, labels = game_at(
        {"battlefield": [{"card": "Basking Capybara", "label": "c"}],
         "graveyard": ["Shock"] * 5 + ["Island"] * 3, "library": LIBRARY}, {"library": LIBRARY})
    base = pt(game, labels["c"])
    game, labels = game_at(
        {"battlefield": [{"card": "Basking Capybara", "label": "c"}],
         "graveyard": ["Island"] * 3 + ["Grizzly Bears"], "library": LIBRARY},
        {"library": LIBRARY})
    power, toughness = pt(game, labels["c"])
    assert base[0] is not None and power == base[0] + 3 and toughness == base[1]


@template("activation_condition", "zone_card_count", cards=("Cabal Pit",))
def test_cabal_pit_can_be_activated_only_with_threshold() -> None:
    """602.5b: with six cards in Alice's graveyard Cabal Pit's second ability isn't offered;
    with seven it is, and Grizzly Bears gets -2/-2 and dies (704.5f)."""
    game, labels = game_at(
        {"battlefield": [{"card": "Cabal Pit", "label": "p"}, "Swamp"], "graveyard": SIX,
         "library": LIBRARY},
        {"battlefield": ["Grizzly Bears"], "library": LIBRARY})
    assert not [t for t in texts(game) if "Cabal Pit" in t and "Sacrifice" in t]
    game, labels = game_at(
        {"battlefield": [{"card": "Cabal Pit", "label": "p"}, "Swamp"],
         "graveyard": [*SIX, "Island"], "library": LIBRARY},
        {"battlefield": [{"card": "Grizzly Bears", "label": "b"}], "library": LIBRARY})
    activate(game, labels["p"], "Grizzly Bears", index=1)
    pass_all(game)
    assert "Grizzly Bears" in zone(game, 1, "graveyard")
    assert "Cabal Pit" in zone(game, ALICE, "graveyard")


@template("triggered_if_condition", "zone_card_count", cards=("Pit Keeper",))
def test_pit_keeper_returns_a_creature_only_with_four_creature_cards() -> None:
    """603.4: with three creature cards in Alice's graveyard Pit Keeper's enters ability
    doesn't trigger; with four it does and returns one of them to her hand."""
    game, _ = game_at(
        {"hand": ["Pit Keeper"], "battlefield": ["Swamp"] * 2,
         "graveyard": ["Grizzly Bears"] * 3 + ["Island"] * 4, "library": LIBRARY},
        {"library": LIBRARY})
    cast_resolved(game, "Pit Keeper")
    pass_all(game)
    assert zone(game, ALICE, "hand") == []
    game, _ = game_at(
        {"hand": ["Pit Keeper"], "battlefield": ["Swamp"] * 2,
         "graveyard": ["Grizzly Bears"] * 4, "library": LIBRARY},
        {"library": LIBRARY})
    cast_resolved(game, "Pit Keeper")
    choose(game, "target")
    resolve(game)
    choose(game, "yes")
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]
