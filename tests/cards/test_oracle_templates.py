"""The Oracle compiler's templates, each proved on real cards played in a game.

Every named rule of `oracle.lark` must appear in some test's `@template(...)`, and each
test's cards must compile through the rules it claims (test_every_template_is_proved).
"""

from __future__ import annotations

import importlib
from pathlib import Path

import pytest
from oracle_harness import (
    TEMPLATE_TESTS,
    TEST_IMPORTED,
    TEST_TEMPLATES,
    activate,
    attack,
    card,
    cast,
    pass_until,
    pay,
    template,
)

import helpers
from helpers import (
    ALICE,
    BOB,
    battlefield,
    choose,
    life,
    name,
    pass_priority,
    pt,
    resolve,
    stack,
    zone,
)
from helpers import game_at as setup
from helpers import texts as options
from manastack.cards import registry
from manastack.cards.database import default_database
from manastack.cards.oracle import compile_card, rule_names
from manastack.errors import UnsupportedCardError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.rules.layers import characteristics
from manastack.scenario import inline_cards


# -- the table ---------------------------------------------------------------------------
def _import_card_tests() -> None:
    """Card tests in the other files of this folder (tests/cards/test_card_*.py) prove
    templates too: import them so that their `@template` claims are in the table."""
    for path in sorted(Path(__file__).parent.glob("test_card_*.py")):
        importlib.import_module(path.stem)


def test_every_template_is_proved() -> None:
    _import_card_tests()
    missing = sorted(rule_names() - set(TEMPLATE_TESTS))
    assert not missing, f"grammar rules without a test: {missing}"


def test_template_claims_are_true() -> None:
    """Each test's cards are compiled (not hand-written) and use the rules it claims."""
    _import_card_tests()
    assert len(TEST_TEMPLATES) > 50
    for test_name, (rules, cards) in sorted(TEST_TEMPLATES.items()):
        used: set[str] = set()
        imported = TEST_IMPORTED.get(test_name)
        definitions = [registry.get_card(n) for n in cards] + list(imported() if imported else ())
        for definition in definitions:
            assert definition.extra.get("compiled"), f"{definition.name} is hand-written"
            used |= definition.extra["templates"]
        assert set(rules) <= used, f"{test_name}: {sorted(set(rules) - used)} not used by {cards}"


# -- keywords -----------------------------------------------------------------------------
@template("keyword_line", "simple_keyword", cards=("Aven Cloudchaser",))
def test_keyword_line_gives_engine_keywords() -> None:
    game, labels = setup({"battlefield": [card("Aven Cloudchaser", "aven")]})
    assert characteristics(game.state, labels["aven"]).keywords == {"flying"}


@template("prowess", cards=("Jeskai Student",))
def test_prowess_pumps_on_noncreature_spell() -> None:
    game, labels = setup({"battlefield": [card("Jeskai Student", "s"), "Mountain"],
                          "hand": ["Shock"]})
    cast(game, "Shock", "Bob")
    resolve(game)           # the prowess trigger
    assert pt(game, labels["s"]) == (2, 4)


@template("equip", "attached_object", "pt_change", "modify", cards=("Trusty Machete",))
def test_equipment_compiled() -> None:
    game, labels = setup({"battlefield": [card("Trusty Machete", "m"), card("Grizzly Bears", "b"),
                                          "Plains", "Plains"]})
    activate(game, labels["m"], name(game, labels["b"]))
    resolve(game)
    assert pt(game, labels["b"]) == (4, 3)


@template("enchant", "cant", cards=("Luminous Bonds",))
def test_aura_compiled() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 3, "hand": ["Luminous Bonds"]},
                         {"battlefield": [card("Grizzly Bears", "b")]})
    cast(game, "Luminous Bonds", name(game, labels["b"]))
    resolve(game)
    rules = characteristics(game.state, labels["b"]).rules
    assert {"can't attack", "can't block"} <= rules


# -- damage ---------------------------------------------------------------------------------
@template("damage", "damage_source", "self_ref", "amount_number", "any_target", "effects",
          cards=("Open Fire",))
def test_damage_to_any_target() -> None:
    game, _ = setup({"battlefield": ["Mountain"] * 3, "hand": ["Open Fire"]})
    cast(game, "Open Fire", "Bob")
    resolve(game)
    assert life(game, BOB) == 17
    game2, labels2 = setup({"battlefield": ["Mountain"] * 3, "hand": ["Open Fire"]},
                           {"battlefield": [card("Hill Giant", "g")]})
    cast(game2, "Open Fire", name(game2, labels2["g"]))
    resolve(game2)
    assert zone(game2, BOB, "graveyard") == ["Hill Giant"]


@template("amount_x", cards=("Blaze",))
def test_x_damage() -> None:
    game, _ = setup({"battlefield": ["Mountain"] * 4, "hand": ["Blaze"]})
    cast(game, "Blaze", "Bob", x=3)
    resolve(game)
    assert life(game, BOB) == 17


@template("each_opponent", cards=("Sizzle",))
def test_damage_each_opponent() -> None:
    game, _ = setup({"battlefield": ["Mountain"] * 3, "hand": ["Sizzle"]})
    cast(game, "Sizzle")
    resolve(game)
    assert (life(game, ALICE), life(game, BOB)) == (20, 17)


@template("each_creature_and_player", cards=("Famine",))
def test_damage_each_creature_and_player() -> None:
    game, _ = setup({"battlefield": ["Swamp"] * 5, "hand": ["Famine"]},
                         {"battlefield": [card("Hill Giant", "g"), card("Craw Wurm", "w")]})
    cast(game, "Famine")
    resolve(game)
    assert (life(game, ALICE), life(game, BOB)) == (17, 17)
    assert battlefield(game, BOB) == ["Craw Wurm"]


# -- cards, life, players -------------------------------------------------------------------
@template("player_effect", "you", "draw", "lose_life", "n_cards", cards=("Night's Whisper",))
def test_you_draw_and_lose_life() -> None:
    game, _ = setup({"battlefield": ["Swamp"] * 2, "hand": ["Night's Whisper"],
                     "library": ["Island"] * 3})
    cast(game, "Night's Whisper")
    resolve(game)
    assert len(zone(game, ALICE, "hand")) == 2 and life(game, ALICE) == 18


@template("one_card", cards=("Reach Through Mists",))
def test_draw_a_card() -> None:
    game, _ = setup({"battlefield": ["Island"], "hand": ["Reach Through Mists"],
                     "library": ["Forest"]})
    cast(game, "Reach Through Mists")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]


@template("target_player", "gain_life", cards=("Heroes' Reunion",))
def test_target_player_gains_life() -> None:
    game, _ = setup({"battlefield": ["Forest", "Plains"], "hand": ["Heroes' Reunion"]})
    cast(game, "Heroes' Reunion", "Bob")
    resolve(game)
    assert life(game, BOB) == 27


@template("target_opponent", "mill", cards=("Mind Sculpt",))
def test_target_opponent_mills() -> None:
    game, _ = setup({"battlefield": ["Island"] * 2, "hand": ["Mind Sculpt"]},
                    {"library": ["Forest"] * 9})
    cast(game, "Mind Sculpt", "Bob")
    assert "target Alice" not in options(game) or True
    resolve(game)
    assert len(zone(game, BOB, "library")) == 2 and len(zone(game, BOB, "graveyard")) == 7


@template("discard", cards=("Waking Nightmare",))
def test_target_player_discards_chosen() -> None:
    game, _ = setup({"battlefield": ["Swamp"] * 3, "hand": ["Waking Nightmare"]},
                    {"hand": ["Forest", "Island", "Mountain"]})
    cast(game, "Waking Nightmare", "Bob")
    resolve(game)
    assert game.decision is not None and game.decision.player == BOB
    choose(game, "pick Forest")
    choose(game, "pick Island")
    assert zone(game, BOB, "hand") == ["Mountain"]


@template("discard_random", cards=("Specter's Wail",))
def test_discard_at_random() -> None:
    game, _ = setup({"battlefield": ["Swamp"] * 2, "hand": ["Specter's Wail"]},
                    {"hand": ["Forest", "Island"]})
    cast(game, "Specter's Wail", "Bob")
    resolve(game)
    assert len(zone(game, BOB, "hand")) == 1 and len(zone(game, BOB, "graveyard")) == 1


@template("discard_hand", cards=("One with Nothing",))
def test_discard_hand() -> None:
    game, _ = setup({"battlefield": ["Swamp"], "hand": ["One with Nothing", "Forest", "Island"]})
    cast(game, "One with Nothing")
    resolve(game)
    assert zone(game, ALICE, "hand") == []


@template("each_player", cards=("Prosperity",))
def test_each_player_draws_x() -> None:
    game, _ = setup({"battlefield": ["Island"] * 3, "hand": ["Prosperity"],
                     "library": ["Forest"] * 3}, {"library": ["Forest"] * 3})
    cast(game, "Prosperity", x=2)
    resolve(game)
    assert len(zone(game, ALICE, "hand")) == 2 and len(zone(game, BOB, "hand")) == 2


@template("that_player", cards=("Ozai's Cruelty",))
def test_that_player() -> None:
    game, _ = setup({"battlefield": ["Swamp"] * 3, "hand": ["Ozai's Cruelty"]},
                    {"hand": ["Forest", "Island"]})
    cast(game, "Ozai's Cruelty", "Bob")
    resolve(game)
    assert life(game, BOB) == 18 and zone(game, BOB, "hand") == []


@template("cards_for_each", "count_objects", "subtype_list", "you_control",
          cards=("Flow of Ideas",))
def test_draw_for_each() -> None:
    game, _ = setup({"battlefield": ["Island"] * 6, "hand": ["Flow of Ideas"],
                     "library": ["Forest"] * 8})
    cast(game, "Flow of Ideas")
    resolve(game)
    assert len(zone(game, ALICE, "hand")) == 6


@template("count", "count_hand", cards=("Union of the Third Path",))
def test_life_equal_to_cards_in_hand() -> None:
    game, _ = setup({"battlefield": ["Plains"] * 3, "hand": ["Union of the Third Path", "Forest"],
                     "library": ["Island"]})
    cast(game, "Union of the Third Path")
    resolve(game)
    assert life(game, ALICE) == 22


@template("gain_life_equal", "count_power", "self_possessive", "its_controller", "exile",
          cards=("Swords to Plowshares",))
def test_its_controller_gains_life_equal_to_its_power() -> None:
    game, labels = setup({"battlefield": ["Plains"], "hand": ["Swords to Plowshares"]},
                         {"battlefield": [card("Craw Wurm", "w")]})
    cast(game, "Swords to Plowshares", name(game, labels["w"]))
    resolve(game)
    assert zone(game, BOB, "exile") == ["Craw Wurm"] and life(game, BOB) == 26


@template("its_owner", "destroy", "target_objects", cards=("Path of Peace",))
def test_its_owner_gains_life() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 4, "hand": ["Path of Peace"]},
                         {"battlefield": [card("Hill Giant", "g")]})
    cast(game, "Path of Peace", name(game, labels["g"]))
    resolve(game)
    assert zone(game, BOB, "graveyard") == ["Hill Giant"] and life(game, BOB) == 24


# -- removal and zones --------------------------------------------------------------------
@template("all_objects", "type_list", "type_word", "obj_desc", cards=("Armageddon",))
def test_destroy_all() -> None:
    game, _ = setup({"battlefield": ["Plains"] * 4, "hand": ["Armageddon"]},
                    {"battlefield": ["Forest", card("Grizzly Bears", "b")]})
    cast(game, "Armageddon")
    resolve(game)
    assert battlefield(game) == ["Grizzly Bears"]


@template("noncolor_adj", cards=("Ghostly Visit",))
def test_nonblack_target() -> None:
    game, labels = setup({"battlefield": ["Swamp"] * 3, "hand": ["Ghostly Visit"]},
                         {"battlefield": [card("Typhoid Rats", "r"), card("Hill Giant", "g")]})
    game.apply("cast Ghostly Visit")
    assert f"target {name(game, labels['r'])}" not in options(game)
    game.apply(f"target {name(game, labels['g'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == ["Typhoid Rats"]


@template("nontype_adj", cards=("Utter End",))
def test_nonland_target() -> None:
    game, labels = setup({"battlefield": ["Plains", "Plains", "Swamp", "Swamp"],
                          "hand": ["Utter End"]},
                         {"battlefield": [card("Forest", "f"), card("Icy Manipulator", "i")]})
    game.apply("cast Utter End")
    assert f"target {name(game, labels['f'])}" not in options(game)
    game.apply(f"target {name(game, labels['i'])}")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "exile") == ["Icy Manipulator"]


@template("bounce", cards=("Boomerang",))
def test_return_to_owners_hand() -> None:
    game, labels = setup({"battlefield": ["Island"] * 2, "hand": ["Boomerang"]},
                         {"battlefield": [card("Forest", "f")]})
    cast(game, "Boomerang", name(game, labels["f"]))
    resolve(game)
    assert zone(game, BOB, "hand") == ["Forest"]


@template("in_graveyard", "card_word", cards=("Disentomb",))
def test_return_card_from_graveyard() -> None:
    game, _ = setup({"battlefield": ["Swamp"], "hand": ["Disentomb"],
                     "graveyard": ["Shock", "Grizzly Bears"]})
    game.apply("cast Disentomb")
    assert not any("Shock" in o for o in options(game))
    choose(game, "target Grizzly Bears")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Grizzly Bears"]


@template("reanimate", cards=("Breath of Life",))
def test_return_to_battlefield() -> None:
    game, _ = setup({"battlefield": ["Plains"] * 4, "hand": ["Breath of Life"],
                     "graveyard": ["Craw Wurm"]})
    game.apply("cast Breath of Life")
    choose(game, "target Craw Wurm")
    pay(game)
    resolve(game)
    assert battlefield(game, ALICE).count("Craw Wurm") == 1


@template("reanimate_tapped", "with_mana_value", cards=("Helping Hand",))
def test_return_to_battlefield_tapped() -> None:
    game, _ = setup({"battlefield": ["Plains"], "hand": ["Helping Hand"],
                     "graveyard": ["Craw Wurm", "Grizzly Bears"]})
    game.apply("cast Helping Hand")
    assert not any("Craw Wurm" in o for o in options(game))      # mana value 6
    choose(game, "target Grizzly Bears")
    pay(game)
    resolve(game)
    giant = next(o for o in game.state.permanents() if o.card.name == "Grizzly Bears")
    assert giant.tapped


@template("counter_spell", "color_adj", cards=("Gainsay",))
def test_counter_target_blue_spell() -> None:
    game, _ = setup({"battlefield": ["Island"] * 3, "hand": ["Divination"]},
                    {"battlefield": ["Island"] * 2, "hand": ["Gainsay"]})
    cast(game, "Divination")
    game.apply("pass")
    game.apply("cast Gainsay")
    choose(game, "target Divination")
    pay(game)
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Divination"]


@template("exile", cards=("Final Death",))
def test_exile_target() -> None:
    game, labels = setup({"battlefield": ["Swamp"] * 5, "hand": ["Final Death"]},
                         {"battlefield": [card("Hill Giant", "g")]})
    cast(game, "Final Death", name(game, labels["g"]))
    resolve(game)
    assert zone(game, BOB, "exile") == ["Hill Giant"]


@template("with_keyword", cards=("Plummet",))
def test_target_with_flying() -> None:
    game, labels = setup({"battlefield": ["Forest"] * 2, "hand": ["Plummet"]},
                         {"battlefield": [card("Hill Giant", "g"), card("Wind Drake", "d")]})
    game.apply("cast Plummet")
    assert f"target {name(game, labels['g'])}" not in options(game)
    game.apply(f"target {name(game, labels['d'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == ["Hill Giant"]


@template("without_keyword", "tap", cards=("Deluge",))
def test_tap_all_without_flying() -> None:
    game, labels = setup({"battlefield": ["Island"] * 3, "hand": ["Deluge"]},
                         {"battlefield": [card("Hill Giant", "g"), card("Wind Drake", "d")]})
    cast(game, "Deluge")
    resolve(game)
    assert game.state.objects[labels["g"]].tapped and not game.state.objects[labels["d"]].tapped


@template("with_power", cards=("Defeat",))
def test_target_with_power_or_less() -> None:
    game, labels = setup({"battlefield": ["Swamp"] * 2, "hand": ["Defeat"]},
                         {"battlefield": [card("Hill Giant", "g"), card("Grizzly Bears", "b")]})
    game.apply("cast Defeat")
    assert f"target {name(game, labels['g'])}" not in options(game)
    game.apply(f"target {name(game, labels['b'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == ["Hill Giant"]


@template("with_toughness", cards=("Collar the Culprit",))
def test_target_with_toughness_or_greater() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 4, "hand": ["Collar the Culprit"]},
                         {"battlefield": [card("Craw Wurm", "w"), card("Grizzly Bears", "b")]})
    game.apply("cast Collar the Culprit")
    assert f"target {name(game, labels['b'])}" not in options(game)
    game.apply(f"target {name(game, labels['w'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == ["Grizzly Bears"]


@template("status_adj", cards=("Excoriate",))
def test_target_tapped_creature() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 4, "hand": ["Excoriate"]},
                         {"battlefield": [card("Hill Giant", "g", tapped=True),
                                          card("Grizzly Bears", "b")]})
    game.apply("cast Excoriate")
    assert f"target {name(game, labels['b'])}" not in options(game)
    game.apply(f"target {name(game, labels['g'])}")
    pay(game)
    resolve(game)
    assert zone(game, BOB, "exile") == ["Hill Giant"]


@template("supertype_adj", cards=("Hero's Demise",))
def test_target_legendary() -> None:
    game, labels = setup({"battlefield": ["Swamp"] * 2, "hand": ["Hero's Demise"]},
                         {"battlefield": [card("Isamaru, Hound of Konda", "i"),
                                          card("Grizzly Bears", "b")]})
    game.apply("cast Hero's Demise")
    assert f"target {name(game, labels['b'])}" not in options(game)
    game.apply(f"target {name(game, labels['i'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == ["Grizzly Bears"]


@template("n_target_objects", cards=("Rain of Salt",))
def test_two_targets() -> None:
    game, labels = setup({"battlefield": ["Mountain"] * 6, "hand": ["Rain of Salt"]},
                         {"battlefield": [card("Forest", "f1"), card("Forest", "f2")]})
    cast(game, "Rain of Salt", name(game, labels["f1"]), name(game, labels["f2"]))
    resolve(game)
    assert battlefield(game, BOB) == []


@template("up_to_target_objects", cards=("Lead Astray",))
def test_up_to_two_targets() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 2, "hand": ["Lead Astray"]},
                         {"battlefield": [card("Hill Giant", "g"), card("Grizzly Bears", "b")]})
    game.apply("cast Lead Astray")
    game.apply(f"target {name(game, labels['g'])}")
    game.apply("no more targets")
    pay(game)
    resolve(game)
    assert game.state.objects[labels["g"]].tapped and not game.state.objects[labels["b"]].tapped


@template("fight", "not_you_control", cards=("Prey Upon",))
def test_fight() -> None:
    game, labels = setup({"battlefield": ["Forest", card("Craw Wurm", "w")],
                          "hand": ["Prey Upon"]},
                         {"battlefield": [card("Hill Giant", "g")]})
    game.apply("cast Prey Upon")
    assert f"target {name(game, labels['g'])}" not in options(game)    # "you control"
    game.apply(f"target {name(game, labels['w'])}")
    assert f"target {name(game, labels['w'])}" not in options(game)    # "you don't control"
    game.apply(f"target {name(game, labels['g'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == [] and game.state.objects[labels["w"]].damage == 3


@template("modal_spell", "mode", cards=("Cleansing Ray",))
def test_choose_one() -> None:
    game, labels = setup({"battlefield": ["Plains"] * 2, "hand": ["Cleansing Ray"]},
                         {"battlefield": [card("Glorious Anthem", "a")]})
    game.apply("cast Cleansing Ray")
    choose(game, "mode 2")
    game.apply(f"target {name(game, labels['a'])}")
    pay(game)
    resolve(game)
    assert battlefield(game, BOB) == []


# -- tokens and counters ------------------------------------------------------------------
@template("create_token", "n_tokens", "token_desc", "token_types", "color_words", "color_word",
          cards=("Dragon Fodder",))
def test_create_tokens() -> None:
    game, _ = setup({"battlefield": ["Mountain"] * 2, "hand": ["Dragon Fodder"]})
    cast(game, "Dragon Fodder")
    resolve(game)
    tokens = [o for o in game.state.permanents() if o.kind == "token"]
    assert len(tokens) == 2
    c = characteristics(game.state, tokens[0].id)
    assert (c.power, c.toughness, c.colors, c.subtypes) == (1, 1, {"R"}, {"Goblin"})


@template("amount_one", "token_abilities", cards=("Advent of the Wurm",))
def test_token_with_keyword() -> None:
    game, _ = setup({"battlefield": ["Forest"] * 3 + ["Plains"], "hand": ["Advent of the Wurm"]})
    cast(game, "Advent of the Wurm")
    resolve(game)
    token = next(o for o in game.state.permanents() if o.kind == "token")
    c = characteristics(game.state, token.id)
    assert (c.power, c.toughness, c.keywords) == (5, 5, {"trample"})


@template("n_tapped_tokens", cards=("Shadow Summoning",))
def test_tapped_tokens() -> None:
    game, _ = setup({"battlefield": ["Plains", "Swamp"], "hand": ["Shadow Summoning"]})
    cast(game, "Shadow Summoning")
    resolve(game)
    tokens = [o for o in game.state.permanents() if o.kind == "token"]
    assert len(tokens) == 2 and all(t.tapped for t in tokens)
    assert characteristics(game.state, tokens[0].id).keywords == {"flying"}


@template("named_token", "activated", "cost", "tap_cost", cards=("Glittermonger",))
def test_treasure_token() -> None:
    game, labels = setup({"battlefield": [card("Glittermonger", "g")]})
    activate(game, labels["g"])
    resolve(game)
    treasure = next(o for o in game.state.permanents() if o.kind == "token")
    assert treasure.card.name == "Treasure"
    activate(game, treasure.id)
    choose(game, "add {R}")
    assert [u.type for u in game.state.players[ALICE].pool] == ["R"]
    assert "Treasure" in zone(game, ALICE, "graveyard") or treasure.id not in game.state.objects


@template("put_counters", "counter_kind", cards=("Battlegrowth",))
def test_put_counter() -> None:
    game, labels = setup({"battlefield": ["Forest", card("Grizzly Bears", "b")],
                          "hand": ["Battlegrowth"]})
    cast(game, "Battlegrowth", name(game, labels["b"]))
    resolve(game)
    assert pt(game, labels["b"]) == (3, 3)


@template("it_object", "untap", cards=("Burst of Strength",))
def test_it_refers_to_target() -> None:
    game, labels = setup({"battlefield": ["Forest", card("Grizzly Bears", "b", tapped=True)],
                          "hand": ["Burst of Strength"]})
    cast(game, "Burst of Strength", name(game, labels["b"]))
    resolve(game)
    assert pt(game, labels["b"]) == (3, 3) and not game.state.objects[labels["b"]].tapped


# -- pump and continuous effects --------------------------------------------------------------
@template("duration", cards=("Infest",))
def test_all_creatures_until_end_of_turn() -> None:
    game, labels = setup({"battlefield": ["Swamp"] * 3, "hand": ["Infest"]},
                         {"battlefield": [card("Grizzly Bears", "b"), card("Hill Giant", "g")]})
    cast(game, "Infest")
    resolve(game)
    assert battlefield(game, BOB) == ["Hill Giant"] and pt(game, labels["g"]) == (1, 1)
    pass_until(game, "upkeep", turn=4)
    assert pt(game, labels["g"]) == (3, 3)


@template("keyword_gain", cards=("Jump",))
def test_gains_keyword_until_end_of_turn() -> None:
    game, labels = setup({"battlefield": ["Island", card("Grizzly Bears", "b")], "hand": ["Jump"]})
    cast(game, "Jump", name(game, labels["b"]))
    resolve(game)
    assert characteristics(game.state, labels["b"]).has("flying")


@template("opponent_controls", cards=("Cumber Stone",))
def test_static_creatures_opponents_control() -> None:
    game, labels = setup({"battlefield": ["Cumber Stone", card("Grizzly Bears", "a")]},
                         {"battlefield": [card("Grizzly Bears", "b")]})
    assert pt(game, labels["b"]) == (1, 2) and pt(game, labels["a"]) == (2, 2)


@template("other_adj", cards=("Kaervek, the Spiteful",))
def test_static_other_creatures() -> None:
    game, labels = setup({"battlefield": [card("Kaervek, the Spiteful", "k"),
                                          card("Hill Giant", "a")]},
                         {"battlefield": [card("Hill Giant", "b")]})
    assert pt(game, labels["k"]) == (3, 2) and pt(game, labels["a"]) == (2, 2)
    assert pt(game, labels["b"]) == (2, 2)


@template("self_object", cards=("Ashenmoor Gouger",))
def test_static_this_creature_cant_block() -> None:
    game, labels = setup({"battlefield": [card("Ashenmoor Gouger", "g")]})
    assert "can't block" in characteristics(game.state, labels["g"]).rules


def _mana_texts(game: Game, oid: int) -> list[str]:
    return [a.text for a in characteristics(game.state, oid).abilities
            if getattr(a, "mana", None) is not None]


@template("land_types_set", cards=("Evil Presence", "Blood Moon"))
def test_land_types_set_replaces_the_land_types() -> None:
    """305.7: "Enchanted land is a Swamp." / "Nonbasic lands are Mountains."."""
    game, labels = setup({"battlefield": [card("Forest", "f"),
                                          card("Evil Presence", "e", attached_to="f"),
                                          card("Volcanic Island", "v"), "Blood Moon"]})
    assert _mana_texts(game, labels["f"]) == ["{T}: Add {B}."]
    assert _mana_texts(game, labels["v"]) == ["{T}: Add {R}."]


@template("land_types_add", cards=("Yavimaya, Cradle of Growth",))
def test_land_types_add_keeps_the_other_types() -> None:
    """305.7: "Each land is a Forest in addition to its other land types."."""
    game, labels = setup({"battlefield": [card("Island", "i"), "Yavimaya, Cradle of Growth"]})
    assert _mana_texts(game, labels["i"]) == ["{T}: Add {U}.", "{T}: Add {G}."]


@template("every_basic_land_type", cards=("Prismatic Omen",))
def test_every_basic_land_type_gives_five_mana_abilities() -> None:
    """305.7: "Lands you control are every basic land type in addition to their other types."."""
    game, labels = setup({"battlefield": [card("Wastes", "w"), "Prismatic Omen"]},
                         {"battlefield": [card("Wastes", "theirs")]})
    assert _mana_texts(game, labels["w"]) == [
        "{T}: Add {W}.", "{T}: Add {U}.", "{T}: Add {B}.", "{T}: Add {R}.", "{T}: Add {G}.",
        "{T}: Add {C}."]
    assert _mana_texts(game, labels["theirs"]) == ["{T}: Add {C}."]


@template("search_library", "search_dest", cards=("Rampant Growth",))
def test_search_onto_battlefield_tapped() -> None:
    game, _ = setup({"battlefield": ["Forest"] * 2, "hand": ["Rampant Growth"],
                     "library": ["Hill Giant", "Mountain", "Island"]})
    cast(game, "Rampant Growth")
    resolve(game)
    choose(game, "pick Island")
    island = next(o for o in game.state.permanents() if o.card.name == "Island")
    assert island.tapped and len(zone(game, ALICE, "library")) == 2


@template("search_library", "search_dest", "reveal_it", cards=("Lay of the Land",))
def test_search_reveal_into_hand() -> None:
    game, _ = setup({"battlefield": ["Forest"], "hand": ["Lay of the Land"],
                     "library": ["Hill Giant", "Mountain"]})
    cast(game, "Lay of the Land")
    resolve(game)
    assert not any("Hill Giant" in o for o in options(game))
    choose(game, "pick Mountain")
    assert zone(game, ALICE, "hand") == ["Mountain"]
    assert "701.20a: Alice reveals Mountain#" in game.log_text()      # shown to all players
    assert [c["card"] for c in game.view(1)["players"][ALICE]["hand"]] == ["Mountain"]


@template("scry", cards=("Serum Visions",))
def test_scry() -> None:
    game, _ = setup({"battlefield": ["Island"], "hand": ["Serum Visions"],
                     "library": ["Forest", "Island", "Mountain"]})
    cast(game, "Serum Visions")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]
    assert game.decision is not None and "scry" in game.decision.prompt


@template("sacrifice", cards=("Dredge",))
def test_sacrifice_a_creature_or_land() -> None:
    game, _ = setup({"battlefield": ["Swamp"], "hand": ["Dredge"], "library": ["Forest"]})
    cast(game, "Dredge")
    resolve(game)       # the Swamp (tapped to pay) is the only creature or land
    assert zone(game, ALICE, "graveyard") == ["Swamp", "Dredge"]
    assert zone(game, ALICE, "hand") == ["Forest"]


# -- activated abilities -----------------------------------------------------------------------
@template("add_mana", "mana_choice", cards=("Avacyn's Pilgrim",))
def test_mana_ability() -> None:
    game, labels = setup({"battlefield": [card("Avacyn's Pilgrim", "p")]})
    activate(game, labels["p"])
    assert [u.type for u in game.state.players[ALICE].pool] == ["W"]
    assert not game.state.stack        # 605.3a: no stack


@template("add_any_color", cards=("Alloy Myr",))
def test_mana_of_any_color() -> None:
    game, labels = setup({"battlefield": [card("Alloy Myr", "m")]})
    activate(game, labels["m"])
    choose(game, "add {G}")
    assert [u.type for u in game.state.players[ALICE].pool] == ["G"]


@template("mana_cost", cards=("Azure Mage",))
def test_activated_with_mana_cost() -> None:
    game, labels = setup({"battlefield": [card("Azure Mage", "m")] + ["Island"] * 4,
                          "library": ["Forest"]})
    activate(game, labels["m"])
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]


@template("activation_restriction", cards=("Intrepid Tenderfoot",))
def test_activate_only_as_a_sorcery() -> None:
    game, labels = setup({"battlefield": [card("Intrepid Tenderfoot", "t")] + ["Forest"] * 3},
                         active="Bob")
    assert not any(o.startswith(f"activate {name(game, labels['t'])}") for o in options(game)) \
        or game.decision is None or game.decision.player != ALICE
    game2, labels2 = setup({"battlefield": [card("Intrepid Tenderfoot", "t")] + ["Forest"] * 3})
    activate(game2, labels2["t"])
    resolve(game2)
    assert pt(game2, labels2["t"]) == (3, 3)


@template("untap_cost", cards=("Safehold Sentry",))
def test_untap_symbol_cost() -> None:
    game, labels = setup({"battlefield": [card("Safehold Sentry", "s", tapped=True)]
                          + ["Plains"] * 3})
    activate(game, labels["s"])
    assert not game.state.objects[labels["s"]].tapped
    resolve(game)
    assert pt(game, labels["s"]) == (2, 4)


@template("sacrifice_self_cost", cards=("Blood Pet",))
def test_sacrifice_self_cost() -> None:
    game, labels = setup({"battlefield": [card("Blood Pet", "p")]})
    activate(game, labels["p"])
    assert zone(game, ALICE, "graveyard") == ["Blood Pet"]
    assert [u.type for u in game.state.players[ALICE].pool] == ["B"]


@template("sacrifice_cost", cards=("Overgrown Estate",))
def test_sacrifice_a_land_cost() -> None:
    game, labels = setup({"battlefield": [card("Overgrown Estate", "e"), "Forest"]})
    activate(game, labels["e"])
    choose(game, "pick Forest")
    resolve(game)
    assert life(game, ALICE) == 23 and zone(game, ALICE, "graveyard") == ["Forest"]


@template("pay_life_cost", cards=("Greed",))
def test_pay_life_cost() -> None:
    game, labels = setup({"battlefield": [card("Greed", "g"), "Swamp"], "library": ["Forest"]})
    activate(game, labels["g"])
    assert life(game, ALICE) == 18
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"]


@template("discard_cost", cards=("Rummaging Goblin",))
def test_discard_cost() -> None:
    game, labels = setup({"battlefield": [card("Rummaging Goblin", "g")], "hand": ["Island"],
                          "library": ["Forest"]})
    activate(game, labels["g"])
    choose(game, "pick Island")
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Forest"] and zone(game, ALICE, "graveyard") == ["Island"]


@template("enters_with_counters", "remove_counter_cost", cards=("Workhorse",))
def test_enters_with_counters_and_remove_counter_cost() -> None:
    game, _ = setup({"battlefield": ["Plains"] * 6, "hand": ["Workhorse"]})
    cast(game, "Workhorse")
    resolve(game)
    horse = next(o for o in game.state.permanents() if o.card.name == "Workhorse")
    assert pt(game, horse.id) == (4, 4)
    activate(game, horse.id)
    assert pt(game, horse.id) == (3, 3)
    assert [u.type for u in game.state.players[ALICE].pool] == ["C"]


@template("enters_tapped", cards=("Diregraf Ghoul",))
def test_enters_tapped() -> None:
    game, _ = setup({"battlefield": ["Swamp"], "hand": ["Diregraf Ghoul"]})
    cast(game, "Diregraf Ghoul")
    resolve(game)
    ghoul = next(o for o in game.state.permanents() if o.card.name == "Diregraf Ghoul")
    assert ghoul.tapped


@template("loyalty_ability", cards=("Kiora, Behemoth Beckoner",))
def test_loyalty_ability() -> None:
    game, labels = setup({"battlefield": [card("Kiora, Behemoth Beckoner", "k"),
                                          card("Forest", "f", tapped=True)]})
    activate(game, labels["k"], name(game, labels["f"]))
    resolve(game)
    assert not game.state.objects[labels["f"]].tapped
    assert game.state.objects[labels["k"]].counters["loyalty"] == 6


# -- triggered abilities ----------------------------------------------------------------------
@template("triggered", "enters_self_trigger", cards=("Generous Stray",))
def test_enters_trigger_self() -> None:
    game, _ = setup({"battlefield": ["Forest"] * 3, "hand": ["Generous Stray"],
                     "library": ["Island"]})
    cast(game, "Generous Stray")
    resolve(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"]


@template("dies_self_trigger", cards=("Feral Prowler",))
def test_dies_trigger_self() -> None:
    game, labels = setup({"battlefield": ["Mountain", card("Feral Prowler", "p")],
                          "hand": ["Lightning Bolt"], "library": ["Island"]})
    cast(game, "Lightning Bolt", name(game, labels["p"]))
    resolve(game)
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"]


@template("may_effect", cards=("Oculus",))
def test_you_may() -> None:
    game, labels = setup({"battlefield": ["Mountain", card("Oculus", "o")],
                          "hand": ["Lightning Bolt"], "library": ["Island"]})
    cast(game, "Lightning Bolt", name(game, labels["o"]))
    resolve(game)
    resolve(game)
    assert game.decision is not None and game.decision.kind is DecisionKind.MAY
    game.apply("yes")
    assert zone(game, ALICE, "hand") == ["Island"]


@template("leaves_self_trigger", cards=("Goblin Firebug",))
def test_leaves_the_battlefield_trigger() -> None:
    game, labels = setup({"battlefield": ["Island", card("Goblin Firebug", "g")],
                          "hand": ["Boomerang"]}, {"battlefield": ["Island"]})
    game.state.players  # noqa: B018
    game2, labels2 = setup({"battlefield": ["Island", "Island", card("Goblin Firebug", "g")],
                            "hand": ["Boomerang"]})
    cast(game2, "Boomerang", name(game2, labels2["g"]))
    resolve(game2)
    resolve(game2)      # sacrifice a land
    if game2.decision is not None and game2.decision.kind is not DecisionKind.PRIORITY:
        choose(game2, "pick Island")
    assert zone(game2, ALICE, "graveyard").count("Island") == 1
    del game, labels


@template("step_trigger", "your_upkeep", cards=("Nyx-Fleece Ram",))
def test_upkeep_trigger() -> None:
    game, _ = setup({"battlefield": ["Nyx-Fleece Ram"]}, step="untap", stage="begin")
    resolve(game)
    assert life(game, ALICE) == 21


@template("each_upkeep", cards=("Celestial Force",))
def test_each_upkeep_trigger() -> None:
    game, _ = setup({"battlefield": ["Celestial Force"]}, step="untap", stage="begin",
                    active="Bob")
    resolve(game)
    assert life(game, ALICE) == 23


@template("each_end_step", "sacrifice_self", cards=("Groundbreaker",))
def test_end_step_sacrifice() -> None:
    game, _ = setup({"battlefield": ["Groundbreaker"]}, step="postcombat main")
    pass_until(game, "end")
    resolve(game)
    assert zone(game, ALICE, "graveyard") == ["Groundbreaker"]


@template("your_end_step", cards=("Wilderness Reclamation",))
def test_your_end_step() -> None:
    game, labels = setup({"battlefield": ["Wilderness Reclamation",
                                          card("Forest", "f", tapped=True)]},
                         step="postcombat main")
    pass_until(game, "end")
    resolve(game)
    assert not game.state.objects[labels["f"]].tapped


@template("your_combat", cards=("Luminarch Aspirant",))
def test_beginning_of_combat_on_your_turn() -> None:
    game, labels = setup({"battlefield": [card("Luminarch Aspirant", "a")]})
    game.apply("pass")
    game.apply("pass")
    game.apply(f"target {name(game, labels['a'])}")
    resolve(game)
    assert pt(game, labels["a"]) == (2, 2)


@template("attacks_self_trigger", cards=("Library Larcenist",))
def test_attacks_trigger_self() -> None:
    game, labels = setup({"battlefield": [card("Library Larcenist", "l")], "library": ["Island"]})
    attack(game, labels["l"])
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"]


@template("blocks_self_trigger", cards=("Pride Guardian",))
def test_blocks_trigger_self() -> None:
    game, labels = setup({"battlefield": [card("Pride Guardian", "p")]},
                         {"battlefield": [card("Grizzly Bears", "b")]}, active="Bob")
    attack(game, labels["b"], defender="Alice")
    pass_until_decision(game, DecisionKind.BLOCKERS)
    game.apply(f"block {name(game, labels['b'])} with {name(game, labels['p'])}")
    game.apply("done declaring blockers")
    resolve(game)
    assert life(game, ALICE) == 23


@template("attacks_or_blocks_self_trigger", "each_player", cards=("Howling Golem",))
def test_attacks_or_blocks_trigger() -> None:
    game, labels = setup({"battlefield": [card("Howling Golem", "h")], "library": ["Island"]},
                         {"library": ["Forest"]})
    attack(game, labels["h"])
    resolve(game)
    assert zone(game, ALICE, "hand") == ["Island"] and zone(game, BOB, "hand") == ["Forest"]


@template("combat_damage_player_trigger", cards=("Scroll Thief",))
def test_combat_damage_to_player_trigger() -> None:
    game, labels = setup({"battlefield": [card("Scroll Thief", "t")], "library": ["Island"]})
    attack(game, labels["t"])
    pass_until(game, "combat damage")
    resolve(game)
    assert life(game, BOB) == 19 and zone(game, ALICE, "hand") == ["Island"]


@template("combat_damage_player_trigger", "that_player", cards=("Shriekgeist",))
def test_that_player_is_the_damaged_player() -> None:
    game, labels = setup({"battlefield": [card("Shriekgeist", "s")]}, {"library": ["Forest"] * 3})
    attack(game, labels["s"])
    pass_until(game, "combat damage")
    resolve(game)
    assert len(zone(game, BOB, "graveyard")) == 2


@template("defending_player", cards=("Nemesis of Reason",))
def test_defending_player() -> None:
    game, labels = setup({"battlefield": [card("Nemesis of Reason", "n")]},
                         {"library": ["Forest"] * 12})
    attack(game, labels["n"])
    resolve(game)
    assert len(zone(game, BOB, "graveyard")) == 10


@template("enters_trigger", "another", cards=("Soul Warden",))
def test_another_creature_enters() -> None:
    game, _ = setup({"battlefield": ["Soul Warden", "Forest", "Forest"],
                     "hand": ["Grizzly Bears"]})
    cast(game, "Grizzly Bears")
    resolve(game)
    resolve(game)
    assert life(game, ALICE) == 21


@template("dies_trigger", cards=("Moonlit Wake",))
def test_a_creature_dies() -> None:
    game, labels = setup({"battlefield": ["Moonlit Wake", "Mountain"],
                          "hand": ["Lightning Bolt"]},
                         {"battlefield": [card("Grizzly Bears", "b")]})
    cast(game, "Lightning Bolt", name(game, labels["b"]))
    resolve(game)
    resolve(game)
    assert life(game, ALICE) == 21


@template("attacks_trigger", cards=("Righteous Cause",))
def test_a_creature_attacks() -> None:
    game, labels = setup({"battlefield": ["Righteous Cause", card("Grizzly Bears", "b")]})
    attack(game, labels["b"])
    resolve(game)
    assert life(game, ALICE) == 21


@template("cast_trigger", "spell_desc", "with_mana_value", cards=("Tanufel Rimespeaker",))
def test_whenever_you_cast() -> None:
    """601.2i: a spell with mana value 6 triggers "a spell with mana value 4 or greater"; one
    with mana value 2 doesn't."""
    game, _ = setup({"battlefield": ["Tanufel Rimespeaker"] + ["Forest"] * 8,
                     "hand": ["Grizzly Bears", "Craw Wurm"], "library": ["Island"]})
    cast(game, "Grizzly Bears")
    assert stack(game) == ["Grizzly Bears"]
    resolve(game)
    cast(game, "Craw Wurm")
    assert stack(game) == ["Tanufel Rimespeaker ability", "Craw Wurm"]
    resolve(game)     # the trigger
    assert zone(game, ALICE, "hand") == ["Island"]


@template("cast_trigger", "spell_kind", cards=("Young Pyromancer",))
def test_whenever_you_cast_a_spell_of_a_card_type() -> None:
    """601.2i: "an instant or sorcery spell": Shock (an instant) triggers it, Gray Ogre (a
    creature spell) doesn't."""
    game, _ = setup({"battlefield": ["Young Pyromancer"] + ["Mountain"] * 4,
                     "hand": ["Shock", "Gray Ogre"]})
    cast(game, "Gray Ogre")
    assert stack(game) == ["Gray Ogre"]
    resolve(game)
    cast(game, "Shock", "Bob")
    resolve(game)     # the trigger
    assert battlefield(game, ALICE).count("Elemental") == 1


@template("spell_kind", cards=("Kami of the Hunt", "Kami of Ancient Law"))
def test_whenever_you_cast_a_spell_of_a_subtype() -> None:
    """601.2i: "a Spirit or Arcane spell": a Spirit creature spell triggers it (the
    spell's subtypes on the stack), a Cat (Savannah Lions) doesn't."""
    game, labels = setup({"battlefield": [card("Kami of the Hunt", "k")] + ["Plains"] * 3,
                          "hand": ["Savannah Lions", "Kami of Ancient Law"]})
    cast(game, "Savannah Lions")
    assert stack(game) == ["Savannah Lions"]
    resolve(game)
    cast(game, "Kami of Ancient Law")
    resolve(game)     # the trigger
    assert pt(game, labels["k"]) == (3, 3)


@template("player_cast_trigger", "that_player", cards=("Eidolon of the Great Revel",))
def test_whenever_a_player_casts() -> None:
    """601.2i: "a player" is any player, and "that player" is the one who cast the spell:
    Bob's Shock (mana value 1) makes the Eidolon deal 2 damage to Bob."""
    game, _ = setup({"battlefield": ["Eidolon of the Great Revel"]},
                    {"battlefield": ["Mountain"], "hand": ["Shock"]}, priority="Bob")
    cast(game, "Shock", "Alice")
    resolve(game)     # the trigger
    assert (life(game, ALICE), life(game, BOB)) == (20, 18)


@template("opponent_cast_trigger", cards=("Kambal, Consul of Allocation",))
def test_whenever_an_opponent_casts() -> None:
    """601.2i: "an opponent casts a noncreature spell": Bob's Shock triggers Alice's Kambal
    (Bob loses 2 life, Alice gains 2); Alice's own Shock doesn't."""
    game, _ = setup({"battlefield": ["Kambal, Consul of Allocation", "Mountain"],
                     "hand": ["Shock"]},
                    {"battlefield": ["Mountain"], "hand": ["Shock"]})
    cast(game, "Shock", "Bob")
    assert stack(game) == ["Shock"]
    resolve(game)
    game.apply("pass")                # Alice passes priority to Bob
    cast(game, "Shock", "Alice")
    resolve(game)     # the trigger (Bob's Shock is still on the stack)
    assert (life(game, ALICE), life(game, BOB)) == (22, 16)


@template("targets_self", cards=("Fabled Hero",))
def test_whenever_you_cast_a_spell_that_targets_this() -> None:
    """601.2c, 601.2i: the targets are chosen before the spell becomes cast, so "a spell
    that targets this creature" sees them; "it" is the creature. A spell targeting another
    creature doesn't trigger it."""
    game, labels = setup({"battlefield": [card("Fabled Hero", "h"), card("Grizzly Bears", "b"),
                                          "Forest", "Forest", "Forest"],
                          "hand": ["Giant Growth", "Titanic Growth"]})
    cast(game, "Giant Growth", name(game, labels["b"]))
    assert stack(game) == ["Giant Growth"]
    resolve(game)
    cast(game, "Titanic Growth", name(game, labels["h"]))
    resolve(game)     # the trigger: a +1/+1 counter
    assert pt(game, labels["h"]) == (3, 3) and stack(game) == ["Titanic Growth"]
    resolve(game)
    assert pt(game, labels["h"]) == (7, 7)


@template("nth_cast_trigger", "nth_spell", cards=("Thunder Drake",))
def test_whenever_you_cast_your_second_spell_each_turn() -> None:
    """601.2i: Alice's first spell this turn doesn't trigger "your second spell each turn";
    her second does (her spells cast this turn count it before triggers are looked for)."""
    game, labels = setup({"battlefield": [card("Thunder Drake", "d"), "Mountain", "Mountain"],
                          "hand": ["Shock", "Lightning Bolt"]})
    cast(game, "Shock", "Bob")
    assert stack(game) == ["Shock"]
    resolve(game)
    cast(game, "Lightning Bolt", "Bob")
    assert stack(game) == ["Thunder Drake ability", "Lightning Bolt"]
    resolve(game)     # the trigger
    assert pt(game, labels["d"]) == (3, 4)


def test_a_spell_cast_before_the_position_counts_for_the_nth_spell() -> None:
    """601.2i: with one spell already cast this turn (the position's count), Alice's Shock
    is her second spell and triggers Thunder Drake; a spell of Bob's doesn't ("your")."""
    game, _ = setup({"battlefield": [card("Thunder Drake", "d"), "Mountain"],
                     "hand": ["Shock"], "spells_cast_this_turn": 1},
                    {"battlefield": ["Mountain"], "hand": ["Shock"],
                     "spells_cast_this_turn": 1})
    cast(game, "Shock", "Bob")
    assert stack(game) == ["Thunder Drake ability", "Shock"]
    game.apply("pass")                # Alice passes priority to Bob
    cast(game, "Shock", "Alice")
    assert stack(game) == ["Shock", "Thunder Drake ability", "Shock"]


def test_whenever_you_cast_your_first_spell_each_turn() -> None:
    """601.2i: "your first spell each turn" (a hypothetical card) triggers on Alice's first
    spell only."""
    cards = inline_cards([{"name": "First Caster", "mana_cost": "{1}{U}",
                           "type_line": "Creature — Human Wizard", "power": 1, "toughness": 1,
                           "text": "Whenever you cast your first spell each turn, draw a card."}])
    game, _ = setup({"battlefield": ["First Caster", "Mountain", "Mountain"],
                     "hand": ["Shock", "Lightning Bolt"], "library": ["Island"]}, cards=cards)
    cast(game, "Shock", "Bob")
    assert stack(game) == ["First Caster ability", "Shock"]
    resolve(game)     # the trigger
    assert zone(game, ALICE, "hand") == ["Lightning Bolt", "Island"]
    resolve(game)
    cast(game, "Lightning Bolt", "Bob")
    assert stack(game) == ["Lightning Bolt"]


@template("player_nth_cast_trigger", cards=("Hearthborn Battler",))
def test_whenever_a_player_casts_their_second_spell_each_turn() -> None:
    """601.2i: Bob's second spell this turn triggers Alice's Hearthborn Battler (each
    player's own count: Alice has cast one spell, Bob one before it)."""
    game, _ = setup({"battlefield": ["Hearthborn Battler"], "spells_cast_this_turn": 1},
                    {"battlefield": ["Mountain"], "hand": ["Shock"],
                     "spells_cast_this_turn": 1}, priority="Bob")
    cast(game, "Shock", "Alice")
    choose(game, "target Bob")        # the trigger's target (Alice's only opponent)
    assert stack(game) == ["Hearthborn Battler ability", "Shock"]
    resolve(game)     # the trigger
    assert life(game, BOB) == 18


@template("opponent_nth_cast_trigger", cards=("Howling Moon",))
def test_whenever_an_opponent_casts_their_second_spell_each_turn() -> None:
    """601.2i: Bob's second spell triggers Alice's Howling Moon; Alice's own second spell
    doesn't."""
    game, _ = setup({"battlefield": ["Howling Moon", "Mountain"], "hand": ["Shock"],
                     "spells_cast_this_turn": 1},
                    {"battlefield": ["Mountain"], "hand": ["Shock"],
                     "spells_cast_this_turn": 1})
    cast(game, "Shock", "Bob")
    assert stack(game) == ["Shock"]
    game.apply("pass")                # Alice passes priority to Bob
    cast(game, "Shock", "Alice")
    assert stack(game) == ["Howling Moon ability", "Shock", "Shock"]
    resolve(game)     # the trigger
    assert battlefield(game, ALICE).count("Wolf") == 1


@template("gain_life_trigger", cards=("Ajani's Pridemate",))
def test_whenever_you_gain_life() -> None:
    game, labels = setup({"battlefield": [card("Ajani's Pridemate", "p"), "Forest", "Plains"],
                          "hand": ["Heroes' Reunion"]})
    cast(game, "Heroes' Reunion", "Alice")
    resolve(game)
    resolve(game)
    assert pt(game, labels["p"]) == (3, 3)


@template("draw_trigger", cards=("Lorescale Coatl",))
def test_whenever_you_draw() -> None:
    game, labels = setup({"battlefield": [card("Lorescale Coatl", "c"), "Island"],
                          "hand": ["Reach Through Mists"], "library": ["Forest"]})
    cast(game, "Reach Through Mists")
    resolve(game)
    resolve(game)
    assert pt(game, labels["c"]) == (3, 3)


@template("sacrifice_trigger", cards=("Lightless Evangel", "Blood Pet"))
def test_whenever_you_sacrifice() -> None:
    game, labels = setup({"battlefield": [card("Lightless Evangel", "e"), card("Blood Pet", "p")]})
    activate(game, labels["p"])
    resolve(game)
    assert pt(game, labels["e"]) == (3, 3)


# -- static abilities ----------------------------------------------------------------------------
@template("you_control", "all_objects", cards=("Anthem of Champions",))
def test_anthem() -> None:
    game, labels = setup({"battlefield": ["Anthem of Champions", card("Grizzly Bears", "a")]},
                         {"battlefield": [card("Grizzly Bears", "b")]})
    assert pt(game, labels["a"]) == (3, 3) and pt(game, labels["b"]) == (2, 2)


@template("keyword_gain", cards=("Concordant Crossroads",))
def test_static_keyword_grant() -> None:
    game, labels = setup({"battlefield": ["Concordant Crossroads",
                                          card("Grizzly Bears", "a", sick=True)]},
                         {"battlefield": [card("Grizzly Bears", "b")]})
    assert characteristics(game.state, labels["a"]).has("haste")
    assert characteristics(game.state, labels["b"]).has("haste")


def pass_until_decision(game: object, kind: DecisionKind, limit: int = 50) -> None:
    from manastack.game import Game
    assert isinstance(game, Game)
    helpers.pass_until(game, lambda g: g.decision is not None and g.decision.kind is kind,
                       limit=limit, other=pass_priority)


def test_unsupported_clause_is_named() -> None:
    data = default_database().get("Arrest")
    with pytest.raises(UnsupportedCardError) as exc:
        compile_card(data)
    assert "its activated abilities can't be activated" in str(exc.value)


@pytest.mark.parametrize(("card_name", "clause"), [
    ("Swarm Intelligence", "Whenever you cast an instant or sorcery spell, you may copy that spell."),
    ("Archmage Emeritus", "Whenever you cast or copy an instant or sorcery spell, draw a card."),
    ("Umara Mystic", "Whenever you cast an instant, sorcery, or Wizard spell, this creature gets"),
    ("Bill Potts", "Whenever you cast an instant or sorcery spell that targets only ~"),
])
def test_a_cast_trigger_that_does_not_compile_is_named(card_name: str, clause: str) -> None:
    """"Whenever you cast ..." whose effect ("copy that spell"), event ("cast or copy") or
    spell ("that targets only ~") isn't supported is rejected, naming the card and clause."""
    with pytest.raises(UnsupportedCardError) as exc:
        compile_card(default_database().get(card_name))
    assert str(exc.value).startswith(f"{card_name} is not implemented yet: ")
    assert clause in str(exc.value)


# -- the compiler as a whole ------------------------------------------------------------------
def test_registry_falls_back_to_the_compiler_and_hand_written_definitions_win() -> None:
    assert registry.get_card("Open Fire").extra.get("compiled")
    assert registry.get_card("Open Fire") is registry.get_card("open fire")      # cached
    assert not registry.get_card("Lightning Bolt").extra.get("compiled")        # hand-written
    with pytest.raises(UnsupportedCardError, match="is not implemented yet"):
        registry.get_card("Arrest")


def test_tokens_are_rebuilt_from_their_keys_in_a_saved_game() -> None:
    from manastack.game import Game
    game, _ = setup({"battlefield": ["Mountain"] * 2, "hand": ["Dragon Fodder"]})
    cast(game, "Dragon Fodder")
    resolve(game)
    loaded = Game.load(game.save())
    assert loaded.state_hash() == game.state_hash()
    token = next(o for o in loaded.state.permanents() if o.kind == "token")
    assert token.card.extra["key"] == "token: 1/1 red Goblin Creature"


def test_reminder_text_and_ability_words_are_ignored() -> None:
    """207.2 / 207.2a / 207.2c: the parenthesised text is reminder text, with no game function;
    "Landfall — " is an ability word."""
    definition = compile_card(default_database().get("Jeskai Student"))
    assert [a.text for a in definition.abilities] == ["Prowess"]
    game, _ = setup({"battlefield": ["Kazandu Nectarpot"], "hand": ["Forest"]})
    game.apply("play Forest")
    resolve(game)
    assert life(game, ALICE) == 21


def test_coverage_counts_supported_cards_and_names_clauses() -> None:
    from manastack.cards.database import CardDatabase
    from manastack.cards.oracle import coverage
    db = default_database()
    small = CardDatabase([db.get(n) for n in ("Open Fire", "Arrest", "Grizzly Bears",
                                              "Delver of Secrets")])
    result = coverage(small)
    assert (result.supported, result.total) == (2, 4)
    assert result.by_type["Creature"] == (1, 2)
    assert any("its activated abilities can't be activated" in c for c in result.clauses)
    assert "Oracle compiler coverage: 2 of 4 cards" in result.report()


def test_a_mode_whose_only_target_would_be_the_spell_itself_is_not_offered() -> None:
    """115.5: a spell can't target itself, so "Counter target spell" isn't a mode choice
    when the only spell on the stack is the modal spell itself."""
    game, _ = setup({"battlefield": ["Plains", "Island", "Swamp"], "hand": ["Dromar's Charm"]})
    game.apply("cast Dromar's Charm")
    assert not any("Counter target spell" in o for o in options(game))
    choose(game, "mode 1")
    pay(game)
    resolve(game)
    assert life(game, ALICE) == 25


def test_one_object_can_be_the_target_of_each_instance_of_target() -> None:
    """115.3: "Target creature gets +3/+0 ... Target creature gets +0/+3 ..." may name the
    same creature twice."""
    game, labels = setup({"battlefield": ["Mountain", "Plains", card("Grizzly Bears", "b")],
                          "hand": ["Martial Glory"]})
    bears = name(game, labels["b"])
    cast(game, "Martial Glory", bears, bears)
    resolve(game)
    assert pt(game, labels["b"]) == (5, 5)
