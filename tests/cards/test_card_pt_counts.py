"""More characteristic-defining abilities that define power and toughness (604.3, 208.2a,
613.4a) on real cards: toughness alone, "~ has power and toughness each equal to ...",
cards in all graveyards, in opponents' graveyards, in hands and owned in exile, basic land
types (305.6), the greatest mana value (202.3), "twice" a count and sums of counts."""

from __future__ import annotations

from oracle_harness import cast, template

from helpers import ALICE, game_at, life, name, pt, resolve, zone
from manastack.rules.layers import characteristics


@template("pt_toughness_defining", "defined_objects", cards=("Treefolk Seedlings",))
def test_toughness_alone_counts_forests_and_power_stays_printed() -> None:
    """208.2a: Treefolk Seedlings's toughness is the number of Forests Alice controls (not
    Bob's); its power is the printed 2."""
    game, labels = game_at({"battlefield": [{"card": "Treefolk Seedlings", "label": "tree"},
                                            "Forest", "Forest", "Forest", "Island"]},
                           {"battlefield": ["Forest"]})
    assert pt(game, labels["tree"]) == (2, 3)


def test_toughness_zero_with_no_forest_dies() -> None:
    """208.2a, 704.5f: with no Forest, Treefolk Seedlings is 2/0 and state-based actions put
    it into its owner's graveyard."""
    game, _ = game_at({"battlefield": ["Treefolk Seedlings", "Island"]})
    assert zone(game, ALICE, "graveyard") == ["Treefolk Seedlings"]


@template("pt_toughness_defining", "pt_domain", cards=("Aven Trailblazer",))
def test_domain_counts_basic_land_types_once_each() -> None:
    """305.6, 208.2a: Aven Trailblazer counts basic land types among lands Alice controls: two
    Plains and an Island are two types; Bob's Swamp doesn't count."""
    game, labels = game_at({"battlefield": [{"card": "Aven Trailblazer", "label": "aven"},
                                            "Plains", "Plains", "Island"]},
                           {"battlefield": ["Swamp"]})
    assert pt(game, labels["aven"]) == (2, 2)


@template("pt_domain", cards=("Matca Rioters",))
def test_domain_in_hand_too() -> None:
    """604.3: Matca Rioters's ability works in the hand: with a Forest, a Mountain and a
    Swamp on Alice's battlefield it is 3/3 there and on the battlefield."""
    game, labels = game_at({"battlefield": [{"card": "Matca Rioters", "label": "rioters"},
                                            "Forest", "Mountain", "Swamp"],
                            "hand": [{"card": "Matca Rioters", "label": "in_hand"}]})
    assert pt(game, labels["rioters"]) == (3, 3)
    assert pt(game, labels["in_hand"]) == (3, 3)


@template("pt_has_defining", "pt_sum", cards=("Drop Bear",))
def test_sum_of_forests_and_bears_counts_itself() -> None:
    """208.2a: Drop Bear counts the Forests Alice controls plus the Bears she controls, itself
    (a Koala Bear Horror) and a Grizzly Bears among them; Bob's Bears don't count."""
    game, labels = game_at({"battlefield": [{"card": "Drop Bear", "label": "drop"},
                                            "Grizzly Bears", "Forest", "Forest"]},
                           {"battlefield": ["Grizzly Bears"]})
    assert pt(game, labels["drop"]) == (4, 4)


@template("pt_sum", "pt_in_all_graveyards", cards=("Soulless One",))
def test_sum_of_zombies_on_battlefield_and_zombie_cards_in_all_graveyards() -> None:
    """208.2a, 404.1: Soulless One counts Zombies on the battlefield (itself and Bob's) plus
    Zombie cards in every graveyard; a Zombie that dies moves from one count to the other."""
    game, labels = game_at({"battlefield": [{"card": "Soulless One", "label": "one"}, "Mountain"],
                            "hand": ["Lightning Bolt"], "graveyard": ["Gravedigger"]},
                           {"battlefield": [{"card": "Scathe Zombies", "label": "zombie"}],
                            "graveyard": ["Scathe Zombies", "Grizzly Bears"]})
    assert pt(game, labels["one"]) == (4, 4)
    cast(game, "Lightning Bolt", name(game, labels["zombie"]))
    resolve(game)
    assert pt(game, labels["one"]) == (4, 4)


@template("defined_objects", "pt_in_all_graveyards", cards=("Mortivore", "Lord of Extinction"))
def test_cards_in_all_graveyards() -> None:
    """208.2a, 404.1: Mortivore counts the creature cards in every graveyard (not the
    lands); Lord of Extinction every card in every graveyard."""
    game, labels = game_at({"battlefield": [{"card": "Mortivore", "label": "mortivore"},
                                            {"card": "Lord of Extinction", "label": "lord"}],
                            "graveyard": ["Grizzly Bears", "Forest"]},
                           {"graveyard": ["Grizzly Bears", "Lightning Bolt", "Island"]})
    assert pt(game, labels["mortivore"]) == (2, 2)
    assert pt(game, labels["lord"]) == (5, 5)


@template("defined_card_types", "pt_in_opponents_graveyards", cards=("Nighthawk Scavenger",))
def test_card_types_in_opponents_graveyards_only() -> None:
    """208.2a, 205.2a: Nighthawk Scavenger's power is 1 plus the card types among cards in
    Bob's graveyard (creature, land, instant: 3), not Alice's own (a sorcery)."""
    game, labels = game_at({"battlefield": [{"card": "Nighthawk Scavenger", "label": "vamp"}],
                            "graveyard": ["Divination"]},
                           {"graveyard": ["Grizzly Bears", "Forest", "Lightning Bolt",
                                          "Lightning Bolt"]})
    assert pt(game, labels["vamp"]) == (4, 3)


@template("pt_twice", "pt_in_your_hand", cards=("Masumaro, First to Live",))
def test_twice_the_cards_in_your_hand() -> None:
    """208.2a: Masumaro is twice the number of cards in its controller's hand (Bob's hand
    doesn't count); casting a card from the hand shrinks it by 2 (613.4a, continuously)."""
    game, labels = game_at({"battlefield": [{"card": "Masumaro, First to Live", "label": "m"},
                                            "Mountain"],
                            "hand": ["Lightning Bolt", "Island", "Island"]},
                           {"hand": ["Island", "Island"]})
    assert pt(game, labels["m"]) == (6, 6)
    cast(game, "Lightning Bolt", "Bob")
    resolve(game)
    assert pt(game, labels["m"]) == (4, 4)


@template("pt_twice", "pt_domain", cards=("Territorial Maro",))
def test_twice_the_basic_land_types() -> None:
    """305.6, 208.2a: Territorial Maro is twice the basic land types among Alice's lands."""
    game, labels = game_at({"battlefield": [{"card": "Territorial Maro", "label": "maro"},
                                            "Forest", "Plains", "Forest"]})
    assert pt(game, labels["maro"]) == (4, 4)


@template("power_defining", "pt_greatest_mana_value", cards=("Towering Gibbon",))
def test_greatest_mana_value_among_creatures_you_control() -> None:
    """202.3, 208.2a: Towering Gibbon's power is the greatest mana value among creatures Alice
    controls: its own 4 beats Grizzly Bears's 2; Bob's bigger creature doesn't count."""
    game, labels = game_at({"battlefield": [{"card": "Towering Gibbon", "label": "gibbon"},
                                            "Grizzly Bears"]},
                           {"battlefield": ["Craw Wurm"]})
    assert pt(game, labels["gibbon"]) == (4, 4)


def test_greatest_mana_value_in_hand_is_zero_without_creatures() -> None:
    """604.3, 107.1: in the hand, with no creature on Alice's battlefield, Towering Gibbon's
    power is 0 (the greatest of no values); its toughness is the printed 4."""
    game, labels = game_at({"hand": [{"card": "Towering Gibbon", "label": "gibbon"}],
                            "battlefield": ["Forest"]}, {"battlefield": ["Craw Wurm"]})
    assert pt(game, labels["gibbon"]) == (0, 4)


@template("pt_all_hands", cards=("Multani, Maro-Sorcerer",))
def test_total_cards_in_all_hands() -> None:
    """208.2a: Multani counts the cards in every player's hand, Bob's too."""
    game, labels = game_at({"battlefield": [{"card": "Multani, Maro-Sorcerer", "label": "m"}],
                            "hand": ["Island"]},
                           {"hand": ["Island", "Island", "Island"]})
    assert pt(game, labels["m"]) == (4, 4)


@template("power_toughness_defining", "pt_own_exile", cards=("Cosmogoyf",))
def test_cards_you_own_in_exile() -> None:
    """108.3, 406.1, 208.2a: Cosmogoyf's power is the number of cards Alice owns in exile and
    its toughness that plus 1; Bob's exiled card doesn't count."""
    game, labels = game_at({"battlefield": [{"card": "Cosmogoyf", "label": "goyf"}],
                            "exile": ["Island", "Lightning Bolt"]},
                           {"exile": ["Island"]})
    assert pt(game, labels["goyf"]) == (2, 3)


def test_semicolon_keyword_line_and_sum_with_graveyard() -> None:
    """702.20a, 702.111a, 208.2a: Abomination of Llanowar's "Vigilance; menace" gives both keywords; it
    counts the Elves Alice controls (itself) plus the Elf cards in her graveyard."""
    game, labels = game_at({"battlefield": [{"card": "Abomination of Llanowar", "label": "a"},
                                            "Llanowar Elves"],
                            "graveyard": ["Llanowar Elves", "Forest"]},
                           {"graveyard": ["Llanowar Elves"]})
    assert pt(game, labels["a"]) == (3, 3)
    keywords = characteristics(game.state, labels["a"]).keywords
    assert {"vigilance", "menace"} <= keywords


@template("pt_in_all_graveyards", cards=("Invigorating Falls",))
def test_gain_life_counting_creature_cards_in_all_graveyards() -> None:
    """119.1, 404.1: Invigorating Falls gains Alice 1 life per creature card in every
    graveyard, Bob's too (3 here; not the Forest), counted as it resolves (608.2h)."""
    game, _ = game_at({"battlefield": ["Forest"] * 4, "hand": ["Invigorating Falls"],
                       "graveyard": ["Grizzly Bears", "Forest"]},
                      {"graveyard": ["Grizzly Bears", "Craw Wurm"]})
    cast(game, "Invigorating Falls")
    resolve(game)
    assert life(game, ALICE) == 23
