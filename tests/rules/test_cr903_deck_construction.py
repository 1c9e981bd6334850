"""903.5 Commander deck construction, as `manastack decks check` reports it, and 800.4a:
leaving a Commander game."""

from __future__ import annotations

from pathlib import Path

import pytest

from helpers import do, position
from manastack.cards.deck_check import check_deck
from manastack.cards.decklist import deck_problems, load_decklist, parse_decklist
from manastack.scenario import build_game_with_labels

ROOT = Path(__file__).resolve().parents[2]
PRECONS = ROOT.parent / "shared" / "decks" / "precons" / "commander-precons"
ISAMARU = "Isamaru, Hound of Konda"


def test_903_5c_903_5d_a_land_making_another_color_is_refused_naming_the_line() -> None:
    """903.5c / 903.5d: Tundra (Plains Island) makes blue mana, outside a white commander's
    identity: it is refused once, the problem naming its line and the rule."""
    deck = parse_decklist(f"Commander\n1 {ISAMARU}\n\nDeck\n1 Tundra\n98 Plains\n")
    problems = deck_problems(deck, "commander")
    assert len(problems) == 1 and problems[0].startswith("line 5: 'Tundra'")
    assert "(rule 903.5c)" in problems[0] or "(rule 903.5d)" in problems[0]


def test_903_5b_each_problem_names_the_line_and_the_rule() -> None:
    """903.5b: a second copy is refused, naming the line of the card and the rule."""
    deck = parse_decklist(f"Commander\n1 {ISAMARU}\n\nDeck\n2 Savannah Lions\n97 Plains\n")
    assert deck_problems(deck, "commander") == [
        "line 5: 'Savannah Lions': 2 copies; only one copy is allowed in a commander deck "
        "(rule 903.5b)"]


def test_903_12d_a_brawl_deck_has_60_cards_and_may_be_led_by_a_planeswalker() -> None:
    """903.12c / 903.12d: a legendary planeswalker may lead a Brawl deck of exactly 60."""
    walker = "Commander\n1 Jace Beleren\n\nDeck\n59 Island\n"
    assert deck_problems(parse_decklist(walker), "brawl") == []
    assert "(rule 903.3)" in deck_problems(parse_decklist(walker.replace("59", "99")),
                                           "commander")[0]
    short = deck_problems(parse_decklist(f"Commander\n1 {ISAMARU}\n\nDeck\n58 Plains\n"),
                          "brawl")
    assert short == ["the deck has 59 cards including its commander; a brawl deck must have "
                     "exactly 60 (rule 903.12d)"]


def test_903_12e_a_colorless_brawl_commander_allows_basics_of_one_type() -> None:
    """903.12e: with a colorless commander, any number of basic lands of one basic type."""
    one = "Commander\n1 Karn, Living Legacy\n\nDeck\n59 Mountain\n"
    two = "Commander\n1 Karn, Living Legacy\n\nDeck\n30 Mountain\n29 Forest\n"
    assert deck_problems(parse_decklist(one), "brawl") == []
    assert deck_problems(parse_decklist(two), "brawl") == [
        "basic lands of 2 types (Forest, Mountain); a colorless commander allows one basic "
        "land type (rule 903.12e)"]


def test_903_5_decks_check_reports_commander_legality() -> None:
    """903.5: a deck with a Commander section is reported legal, or with its problems."""
    legal = check_deck(parse_decklist(f"Commander\n1 {ISAMARU}\n\nDeck\n99 Plains\n"))
    short = check_deck(parse_decklist(f"Commander\n1 {ISAMARU}\n\nDeck\n98 Plains\n"))
    plain = check_deck(parse_decklist("60 Plains\n"))
    assert legal.commander_problems == () and legal.to_json()["commander_legal"] is True
    assert short.commander_problems is not None and "903.5a" in short.commander_problems[0]
    assert plain.commander_problems is None and plain.to_json()["commander_legal"] is None


@pytest.mark.skipif(not PRECONS.is_dir(), reason="needs ../shared/decks/precons (not in a clone)")
def test_903_5_the_real_commander_precons_are_legal_commander_decks() -> None:
    """903.5: each real Commander precon is 100 cards with its commander, singleton and
    within the commander's identity."""
    paths = sorted(PRECONS.glob("*.txt"))
    assert paths
    for path in paths:
        assert deck_problems(load_decklist(path), "commander") == [], path.name


def test_800_4a_a_commander_leaves_the_game_with_its_owner() -> None:
    """800.4a: when Alice concedes, her commander leaves the game with everything she owns;
    her record names no object any more, and the others play on."""
    game, labels = build_game_with_labels(position(
        {"battlefield": [{"card": ISAMARU, "label": "dog"}], "commanders": ["dog"]},
        {"library": ["Plains"]}, carol={"library": ["Plains"]}, variant="commander"))
    game.concede(0)
    assert labels["dog"] not in game.state.objects
    assert not [o for o in game.state.objects.values() if o.owner == 0]
    assert game.decision is not None


def test_800_4a_a_commander_controlled_by_a_player_who_leaves_is_exiled_then_may_return() -> None:
    """800.4a: Bob controls Alice's commander and leaves: it is exiled; then 704.6d lets
    Alice put it into the command zone."""
    game, _ = build_game_with_labels(position(
        {"battlefield": [{"card": ISAMARU, "label": "dog", "controller": "Bob"}],
         "commanders": ["dog"], "library": ["Plains"]},
        {"library": ["Plains"]}, carol={"library": ["Plains"]}, variant="commander"))
    game.concede(1)
    if game.decision is not None and game.decision.player != 0:
        do(game, "pass")
    d = game.decision
    assert d is not None and d.player == 0 and "704.6d" in d.prompt
    do(game, "yes")
    record = game.state.commanders[0]
    assert record.obj is not None and game.state.objects[record.obj].zone == "command"
