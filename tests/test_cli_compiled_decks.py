"""Issue 6: a game between two decks built from compiled cards plays to the end through
`manastack demo --deck A --deck B` (tests/cards/decks/compiled_*.txt)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.cards.decklist import deck_cards, load_decklist, validate
from manastack.cards.registry import all_cards
from manastack.cli import app

runner = CliRunner()
DECKS = Path(__file__).parent / "cards" / "decks"
RED = DECKS / "compiled_red.txt"
GREEN = DECKS / "compiled_green.txt"


@pytest.mark.parametrize("path", [RED, GREEN], ids=["red", "green"])
def test_the_decks_are_compiled_cards_only(path: Path) -> None:
    """Each deck is a legal 60-card constructed deck whose every card but the basic lands
    is compiled from its Oracle text, with no hand-written definition."""
    deck = load_decklist(path)
    validate(deck, "constructed")
    cards = deck_cards(deck)
    assert len(cards) == 60
    hand_written = {card.name for card in all_cards()}
    spells = [c for c in cards if "Basic" not in c.supertypes]
    assert len(spells) == 36
    for card in spells:
        assert card.extra.get("compiled") is True, card.name
        assert card.name not in hand_written, card.name


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_demo_plays_the_compiled_decks_to_a_result(seed: int) -> None:
    """`manastack demo --deck RED --deck GREEN` finishes the game and prints the result."""
    result = runner.invoke(app, ["demo", "--deck", str(RED), "--deck", str(GREEN),
                                 "--seed", str(seed), "--quiet"])
    assert result.exit_code == 0, result.output
    assert re.search(r"Result: (Alice won|Bob won|the game was a draw) on turn \d+ after "
                     r"\d+ decisions\.", result.output), result.output


def test_the_log_shows_compiled_cards_at_work() -> None:
    """The rule-cited log shows the compiled cards cast, triggering and resolving."""
    result = runner.invoke(app, ["demo", "--deck", str(RED), "--deck", str(GREEN),
                                 "--seed", "3"])
    assert result.exit_code == 0, result.output
    log = result.output
    assert "601.2a: Alice casts" in log and "601.2a: Bob casts" in log
    names = {line.split(" casts ", 1)[1].split("#", 1)[0] for line in log.splitlines()
             if "601.2a: " in line and " casts " in line}
    compiled = {c.name for deck in (RED, GREEN) for c in deck_cards(load_decklist(deck))
                if c.extra.get("compiled")}
    assert len(names & compiled) >= 4, names
    assert "603.3: " in log and "608.2: " in log
    assert "Result:" in log
