"""Characteristic-defining abilities that define power and toughness (604.3, 208.2, 208.2a),
compiled from Oracle text and applied in layer 7a (613.4a): counts of permanents, of cards
in hands and graveyards, and of card types, in every zone (113.6a)."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, BOB, game_at, name, pt, resolve, zone


@template("pt_defining", "defined_value", "defined_objects", cards=("Crusader of Odric",))
def test_power_and_toughness_count_the_creatures_you_control() -> None:
    """604.3, 613.4a: Crusader of Odric counts itself and the Bears Alice controls, not
    Bob's; when a Bears dies the count follows at once (613.1, continuously)."""
    game, labels = game_at({"battlefield": [{"card": "Crusader of Odric", "label": "crusader"},
                                            {"card": "Grizzly Bears", "label": "bears"},
                                            "Grizzly Bears", "Mountain"],
                            "hand": ["Lightning Bolt"]},
                           {"battlefield": ["Grizzly Bears"]})
    assert pt(game, labels["crusader"]) == (3, 3)
    cast(game, "Lightning Bolt", name(game, labels["bears"]))
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Lightning Bolt", "Grizzly Bears"]
    assert pt(game, labels["crusader"]) == (2, 2)


@template("defined_objects", cards=("Nightmare", "Keldon Warlord"))
def test_counts_of_subtypes_and_of_non_subtypes() -> None:
    """208.2a: Nightmare counts the Swamps Alice controls; Keldon Warlord the non-Wall
    creatures, itself among them."""
    game, labels = game_at({"battlefield": [{"card": "Nightmare", "label": "nightmare"},
                                            {"card": "Keldon Warlord", "label": "warlord"},
                                            "Swamp", "Swamp", "Mountain", "Wall of Stone"]},
                           {"battlefield": ["Swamp"]})
    assert pt(game, labels["nightmare"]) == (2, 2)
    assert pt(game, labels["warlord"]) == (2, 2)


@template("power_toughness_defining", "defined_card_types", cards=("Tarmogoyf",))
def test_tarmogoyf_counts_card_types_in_all_graveyards_in_every_zone() -> None:
    """604.3, 208.2a: Tarmogoyf's ability works in the hand too: an instant and a land in
    the graveyards make it 2/3 there and on the battlefield; another Lightning Bolt adds
    no type."""
    game, labels = game_at({"battlefield": [{"card": "Tarmogoyf", "label": "goyf"}],
                            "hand": [{"card": "Tarmogoyf", "label": "in_hand"}],
                            "graveyard": ["Lightning Bolt", "Lightning Bolt"]},
                           {"graveyard": ["Forest"]})
    assert pt(game, labels["goyf"]) == (2, 3)
    assert pt(game, labels["in_hand"]) == (2, 3)


def test_tarmogoyf_with_empty_graveyards_is_zero_one() -> None:
    """208.2a, 613.4a: with nothing in any graveyard Tarmogoyf is 0/1; a Giant Growth (layer
    7c) applies on top of the defined values."""
    game, labels = game_at({"battlefield": [{"card": "Tarmogoyf", "label": "goyf"}, "Forest"],
                            "hand": ["Giant Growth"]})
    assert pt(game, labels["goyf"]) == (0, 1)
    cast(game, "Giant Growth", name(game, labels["goyf"]))
    resolve(game)
    # Giant Growth is an instant in the graveyard now: 1/2, then +3/+3.
    assert pt(game, labels["goyf"]) == (4, 5)


@template("defined_objects", "pt_in_your_hand", cards=("Maro",))
def test_maro_counts_cards_in_hand_and_dies_with_none() -> None:
    """208.2a, 704.5f: Maro is as large as its controller's hand; with an empty hand it is
    0/0 and state-based actions put it into the graveyard."""
    game, labels = game_at({"battlefield": [{"card": "Maro", "label": "maro"}, "Mountain"],
                            "hand": ["Lightning Bolt", "Island"]})
    assert pt(game, labels["maro"]) == (2, 2)
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    assert pt(game, labels["maro"]) == (1, 1)
    game2, _ = game_at({"battlefield": [{"card": "Maro", "label": "maro"}]},
                             {"hand": ["Island"]})
    assert zone(game2, ALICE, "graveyard") == ["Maro"]
    assert len(zone(game2, BOB, "hand")) == 1


@template("power_defining", "defined_objects", cards=("Pestilence Rats",))
def test_power_alone_counts_other_rats_of_every_player() -> None:
    """208.2a: Pestilence Rats's power is the number of other Rats on the battlefield, Bob's
    too; its toughness stays the printed 3."""
    game, labels = game_at({"battlefield": [{"card": "Pestilence Rats", "label": "rats"},
                                            "Pestilence Rats"]},
                           {"battlefield": ["Pestilence Rats"]})
    assert pt(game, labels["rats"]) == (2, 3)


@template("defined_objects", cards=("Boneyard Wurm",))
def test_counts_creature_cards_in_your_graveyard_only() -> None:
    """208.2a: Boneyard Wurm counts the creature cards in its controller's graveyard, not a
    land there nor Bob's creature cards."""
    game, labels = game_at({"battlefield": [{"card": "Boneyard Wurm", "label": "wurm"}],
                            "graveyard": ["Grizzly Bears", "Tarmogoyf", "Forest"]},
                           {"graveyard": ["Grizzly Bears"]})
    assert pt(game, labels["wurm"]) == (2, 2)


@template("defined_instants_and_sorceries", cards=("Enigma Drake",))
def test_counts_instant_and_sorcery_cards_in_your_graveyard() -> None:
    """208.2a: Enigma Drake's power is the number of instant and sorcery cards in its
    controller's graveyard (a Bolt and a Divination; not the Forest); toughness 4."""
    game, labels = game_at({"battlefield": [{"card": "Enigma Drake", "label": "drake"}],
                            "graveyard": ["Lightning Bolt", "Divination", "Forest"]},
                           {"graveyard": ["Lightning Bolt"]})
    assert pt(game, labels["drake"]) == (2, 4)


@template("power_defining", "defined_spells_in_exile_and_graveyard", cards=("Crackling Drake",))
def test_counts_instant_and_sorcery_cards_owned_in_exile_and_graveyard() -> None:
    """604.3, 208.2a: Crackling Drake's power counts the instant and sorcery cards Alice owns
    in exile (a Shock) and in her graveyard (a Bolt; not the Forest, nor Bob's Divination);
    a spell cast that goes to her graveyard adds one (613.4a, applied anew)."""
    game, labels = game_at({"battlefield": [{"card": "Crackling Drake", "label": "drake"},
                                            "Mountain"],
                            "graveyard": ["Lightning Bolt", "Forest"], "exile": ["Shock"],
                            "hand": ["Lightning Bolt"]},
                           {"graveyard": ["Divination"], "exile": ["Divination"]})
    assert pt(game, labels["drake"]) == (2, 4)
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    assert pt(game, labels["drake"]) == (3, 4)
