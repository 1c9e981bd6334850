"""Cards defined inline in scenario files (issue 6, docs/scenarios.md): hypothetical cards
compiled from their Oracle text like any card, usable in the position and the script, and
carried by saves."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from manastack.cards.inline import INLINE, card_data, define_card
from manastack.cards.registry import get_card
from manastack.errors import SaveFileError, ScenarioError, UnknownCardError
from manastack.game import Game
from manastack.rules.decisions import DecisionKind
from manastack.scenario import build_game_with_labels, inline_cards, load_scenario, load_scenario_text

GOLDEN = Path(__file__).parent / "scenarios" / "inline_card_dies_triggers_look_back.yaml"

SPARK = """\
  - name: Judge's Spark
    mana_cost: "{R}"
    type_line: Instant
    text: |
      Judge's Spark deals 1 damage to any target.
      Draw a card.
"""

FILE = """\
name: A hypothetical instant
rules: ["120.3a"]
cards:
{cards}
position:
  turn: 3
  active: Alice
  step: precombat main
  players:
    - name: Alice
      library: [Forest]
      hand: [{hand}]
      battlefield: [Mountain]
    - name: Bob
script:
  - Alice: [cast Judge's Spark, target Bob, "pay {{R}} automatically"]
  - pass: all
  - expect:
      life: {{Bob: 19}}
      hand: {{Alice: [Forest]}}
      graveyard: {{Alice: [Judge's Spark]}}
"""


def scenario_text(cards: str = SPARK, hand: str = "Judge's Spark") -> str:
    return FILE.format(cards=cards.rstrip("\n"), hand=hand)


def load_error(text: str) -> str:
    with pytest.raises(ScenarioError) as caught:
        load_scenario_text(text, "s.yaml")
    return str(caught.value)


# -- defining and using ----------------------------------------------------------------------


def test_the_golden_file_defines_compiled_cards() -> None:
    """The golden judge scenario's two cards are compiled from their text and carry their
    data; the registry doesn't learn them (they exist only in the scenario)."""
    scenario = load_scenario(GOLDEN)
    assert [c.name for c in scenario.cards] == ["Ember Sentry", "Grave Witness"]
    sentry = scenario.cards[0]
    assert sentry.extra["compiled"] and sentry.extra[INLINE]["name"] == "Ember Sentry"
    assert (sentry.power, sentry.toughness, sorted(sentry.colors)) == (2, 1, ["R"])
    assert sentry.subtypes == {"Human", "Soldier"}
    assert [a.text for a in sentry.abilities] == ["When ~ dies, it deals 2 damage to any target."]
    assert scenario.run().passed
    with pytest.raises(UnknownCardError):
        get_card("Ember Sentry")


def test_an_inline_spell_is_cast_by_the_script() -> None:
    """A hypothetical instant in hand is cast, targets and resolves by its compiled text."""
    result = load_scenario_text(scenario_text(), "s.yaml").run()
    assert result.passed, result.failures


def test_names_in_the_position_tolerate_case() -> None:
    """The position names an inline card as it would a database card (case, spacing)."""
    scenario = load_scenario_text(scenario_text(hand="judge's   SPARK"), "s.yaml")
    game, _ = scenario.build()
    hand = game.state.players[0].hand
    assert [game.state.objects[i].card.name for i in hand] == ["Judge's Spark"]


def test_a_planeswalker_gets_its_loyalty() -> None:
    """A hypothetical planeswalker enters with its loyalty (306.5b) and its loyalty
    abilities compiled; a legendary card's short name means the card itself."""
    cards = inline_cards([{
        "name": "Chandra, Hypothetical Flame", "mana_cost": "{2}{R}{R}",
        "type_line": "Legendary Planeswalker — Chandra", "loyalty": 4,
        "text": "[+1]: Chandra deals 2 damage to each opponent.\n"
                "[-3]: Chandra deals 4 damage to target creature.",
    }])
    game, labels = build_game_with_labels({
        "turn": 3, "active": "Alice", "step": "precombat main",
        "players": [{"name": "Alice", "battlefield": [
                        {"card": "Chandra, Hypothetical Flame", "label": "walker"}]},
                    {"name": "Bob"}]}, cards=cards)
    walker = game.state.objects[labels["walker"]]
    assert walker.counters["loyalty"] == 4
    game.apply(next(str(o) for o in game.legal_choices() if "[+1]" in str(o)))
    game.apply("pass")
    game.apply("pass")
    assert game.state.players[1].life == 18
    assert game.state.objects[labels["walker"]].counters["loyalty"] == 5


def test_build_game_takes_mappings_or_definitions() -> None:
    """`build_game_with_labels(..., cards=...)` takes the file's mappings or CardDefs."""
    spec = {"name": "Test Bear", "mana_cost": "{1}{G}", "type_line": "Creature — Bear",
            "power": 2, "toughness": 2}
    position = {"turn": 1, "active": "Alice", "step": "precombat main",
                "players": [{"name": "Alice", "battlefield": [{"card": "Test Bear",
                                                               "label": "bear"}]},
                            {"name": "Bob"}]}
    for cards in ([spec], [define_card(card_data("Test Bear", "{1}{G}", "Creature — Bear",
                                                 "", "2", "2"))]):
        game, labels = build_game_with_labels(position, cards=cards)
        assert game.state.objects[labels["bear"]].card.power == 2


# -- errors --------------------------------------------------------------------------------


def test_a_clause_that_does_not_compile_names_file_line_and_clause() -> None:
    """Text that doesn't compile is a ScenarioError at the line of the clause (here the
    second line of a literal block), naming the clause and why."""
    cards = SPARK.replace("Draw a card.", "Blorp a card.")
    message = load_error(scenario_text(cards))
    assert message == (
        "s.yaml:9: cards[0].text: \"Judge's Spark\" does not compile: clause "
        "'Blorp a card.': unknown word 'Blorp'")


def test_a_one_line_text_error_points_at_its_line() -> None:
    """A one-line text is reported on its own line; several bad clauses are all named."""
    cards = """\
  - name: Odd Wall
    mana_cost: "{1}{W}"
    type_line: Creature — Wall
    power: 0
    toughness: 4
    text: "Defender\\nWhenever ~ blorps, gain 2 life.\\nFrobnicate."
"""
    message = load_error(scenario_text(cards))
    assert message.startswith("s.yaml:9: cards[0].text: 'Odd Wall' does not compile: clause ")
    assert "'Whenever ~ blorps, gain 2 life.': unknown word 'blorps'" in message
    assert "'Frobnicate.': unknown word 'Frobnicate'" in message


def test_a_folded_text_error_points_at_the_text_key() -> None:
    """Folded text (`>`) can't be mapped line by line: the `text:` line is named."""
    cards = SPARK.replace("text: |", "text: >").replace("Draw a card.", "\n      Blorp.")
    message = load_error(scenario_text(cards))
    assert message.startswith("s.yaml:7: cards[0].text: \"Judge's Spark\" does not compile: "
                              "clause 'Blorp.': unknown word 'Blorp'")


def test_characteristics_the_compiler_cannot_use() -> None:
    """A card the compiler refuses before reading its text says why."""
    cards = """\
  - name: Odd Golem
    mana_cost: "{4}"
    type_line: Artifact Creature — Golem
    power: "*"
    toughness: 4
"""
    assert load_error(scenario_text(cards)) == (
        "s.yaml:4: cards[0]: 'Odd Golem' does not compile: power '*' "
        "(a characteristic-defining ability)")


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("  - {name: Test Bear, type_line: Creature — Bear, power: 2, toughness: 2, colour: G}",
         "s.yaml:4: cards[0].colour: unknown key 'colour' (allowed: name, mana_cost, type_line, "
         "text, power, toughness, loyalty)"),
        ("  - {name: Test Bear, power: 2, toughness: 2}",
         "s.yaml:4: cards[0]: missing key 'type_line'"),
        ("  - {name: '  ', type_line: Creature — Bear, power: 2, toughness: 2}",
         "s.yaml:4: cards[0].name: a card's name can't be empty"),
        ("  - {name: Test Bear, type_line: Creature — Bear, power: 2, toughness: 2, "
         "mana_cost: '{1}{G}'}\n"
         "  - {name: test bear, type_line: Creature — Bear, power: 2, toughness: 2}",
         "s.yaml:5: cards[1].name: two cards are named 'test bear'"),
        ("  - {name: grizzly bears, type_line: Creature — Bear, power: 2, toughness: 2}",
         "s.yaml:4: cards[0].name: 'grizzly bears' is the name of a card in the card database; "
         "give the hypothetical card a name of its own"),
        ("  - {name: Test Bear, mana_cost: 1G, type_line: Creature — Bear, power: 2, toughness: 2}",
         "s.yaml:4: cards[0].mana_cost: invalid mana cost '1G': expected '{' at position 0, "
         "found '1' (write a cost as symbols: \"{1}{G}\")"),
        ("  - {name: Test Bear, type_line: Creature — Bear}",
         "s.yaml:4: cards[0]: a creature card needs its power and toughness (208.1)"),
        ("  - {name: Test Relic, type_line: Artifact, power: 2}",
         "s.yaml:4: cards[0]: give both power and toughness, or neither"),
        ("  - {name: Test Walker, type_line: Planeswalker — Test, mana_cost: '{3}'}",
         "s.yaml:4: cards[0]: a planeswalker card needs its loyalty (209.1)"),
        ("  - {name: Test Bear, type_line: Creature — Bear, power: [2], toughness: 2}",
         "s.yaml:4: cards[0].power: expected text, found a list ([2])"),
        ("  Test Bear", "s.yaml:3: cards: expected a list, found text ('Test Bear')"),
    ],
)
def test_malformed_card_entries(cards: str, message: str) -> None:
    """Each mistake in a `cards:` entry is a ScenarioError naming the file, line and key."""
    assert load_error(scenario_text(cards, hand="Forest")) == message


def test_an_unknown_card_lists_the_cards_the_file_defines() -> None:
    """A misspelt reference to an inline card names the cards the file defines."""
    message = load_error(scenario_text(hand="Judges Sprak"))
    assert message.startswith("s.yaml:17: position.players[0].hand[0].card: unknown card "
                              "'Judges Sprak'")
    assert message.endswith("(cards defined here: \"Judge's Spark\")")


def test_inline_cards_names_the_entry_without_a_file() -> None:
    """`inline_cards` (the Python API) reports the entry and clause without a file."""
    with pytest.raises(ScenarioError) as caught:
        inline_cards([{"name": "Test Spell", "mana_cost": "{U}", "type_line": "Instant",
                       "text": "Blorp."}])
    assert str(caught.value) == ("cards[0].text: 'Test Spell' does not compile: clause "
                                 "'Blorp.': unknown word 'Blorp'")


# -- saves -----------------------------------------------------------------------------------


def _mid_game() -> Game:
    """The golden scenario stopped with its three triggers on the stack."""
    game, _ = load_scenario(GOLDEN).build()
    game.apply("pass")
    game.apply("pass")
    game.apply("block Gray Ogre with Ember Sentry")
    game.apply("done declaring blockers")
    while game.decision is not None and (game.decision.kind is not DecisionKind.PRIORITY
                                         or not game.state.stack):
        kind = game.decision.kind
        game.apply("pass" if kind is DecisionKind.PRIORITY else "target Bob"
                   if kind is DecisionKind.TARGET else game.legal_choices()[0])
    assert len(game.state.stack) == 3
    return game


def test_a_save_carries_the_inline_cards_and_loads() -> None:
    """A save names cards by key and carries the data of the inline ones; `Game.load`
    compiles them again, and the loaded game is the same game and plays on alike."""
    game = _mid_game()
    text = game.save()
    document = json.loads(text)
    assert sorted(document["cards"]) == ["Ember Sentry", "Grave Witness"]
    assert document["cards"]["Grave Witness"]["text"] == (
        "Whenever another creature dies, you gain 1 life.")
    loaded = Game.load(text)
    assert loaded.state_hash() == game.state_hash()
    while game.decision is not None:
        game.apply("pass")
        loaded.apply("pass")
    assert loaded.state_hash() == game.state_hash()
    assert [p.life for p in loaded.state.players] == [22, 18]


def test_a_save_after_the_card_left_play_still_carries_it() -> None:
    """After the triggers resolved, Ember Sentry is a card in a graveyard and last known
    information (608.2h): the save still carries it and loads."""
    game = _mid_game()
    for _ in range(6):
        game.apply("pass")
    assert "Ember Sentry" in json.loads(game.save())["cards"]
    assert Game.load(game.save()).state_hash() == game.state_hash()


def test_saves_without_inline_cards_have_no_cards_key() -> None:
    """An ordinary game's save is as before: cards by key, no card data."""
    game, _ = load_scenario(Path(__file__).parent / "scenarios" / "bolt_to_the_face.yaml").build()
    assert "cards" not in json.loads(game.save())


def test_a_save_whose_card_no_longer_compiles_is_a_clear_error() -> None:
    """Card data in a save that doesn't compile (edited, or from another version) is a
    SaveFileError naming the card and the clause."""
    document = json.loads(_mid_game().save())
    document["cards"]["Grave Witness"]["text"] = "Whenever another creature blorps, you gain 1 life."
    with pytest.raises(SaveFileError) as caught:
        Game.load(json.dumps(document), "game.json")
    assert str(caught.value) == (
        "game.json: a card defined in the save can't be rebuilt: Grave Witness is not "
        "implemented yet: 'Whenever another creature blorps, you gain 1 life.': "
        "unknown word 'blorps'")


def test_a_save_without_the_card_data_names_the_unknown_card() -> None:
    """Without the card data, the card is unknown: a SaveFileError says which."""
    document = json.loads(_mid_game().save())
    del document["cards"]
    with pytest.raises(SaveFileError, match=r"game\.json: damaged save .*unknown card 'Grave Witness'"):
        Game.load(json.dumps(document), "game.json")


@pytest.mark.parametrize(
    ("cards", "message"),
    [
        (["Ember Sentry"], "the save's 'cards' must map card names to card data"),
        ({"Ember Sentry": {"name": "Grave Witness"}},
         "the save's data of card 'Ember Sentry' is not that card's data"),
    ],
)
def test_malformed_card_data_in_a_save(cards: object, message: str) -> None:
    document = json.loads(_mid_game().save())
    document["cards"] = cards
    with pytest.raises(SaveFileError) as caught:
        Game.load(json.dumps(document), "game.json")
    assert str(caught.value) == f"game.json: a card defined in the save can't be rebuilt: {message}"
