"""`manastack demo --variant commander` and `play --variant commander` (903), run as a user
would, with the bundled Commander decks and with decklists that have a Commander section."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from manastack.cards.decklist import deck_problems, parse_decklist
from manastack.cards.decks import COMMANDER_DECKS, commander_deck
from manastack.cli import app

runner = CliRunner()
BUNDLED = Path(__file__).parents[1] / "src" / "manastack" / "cards" / "data" / "decks" / "commander"


def test_demo_commander_plays_a_complete_four_player_game() -> None:
    """903.2: four players by default; each starts at 40 (903.7) with the commander in the
    command zone (903.6), and the game ends with a result."""
    result = runner.invoke(app, ["demo", "--variant", "commander", "--seed", "2"])
    assert result.exit_code == 0, result.output
    assert "Dave" in result.output and "Eve" not in result.output
    assert "Result:" in result.output and ("won" in result.output or "draw" in result.output)
    assert "(life 3" in result.output                 # damage from 40 life
    assert "903.10a: " in result.output               # commander damage, counted


def test_demo_commander_allows_two_players_and_brawl() -> None:
    """903.2: a Commander game may be a two-player game; 903.12: the Brawl option."""
    for variant in ("commander", "brawl"):
        result = runner.invoke(app, ["demo", "--variant", variant, "--players", "2",
                                     "--seed", "3", "--quiet"])
        assert result.exit_code == 0, result.output
        assert "Result:" in result.output


def test_demo_commander_with_a_decklist_takes_its_commander_section() -> None:
    """903.3: the decklist's Commander section is the commander."""
    deck = BUNDLED / "commander_jedit.txt"
    result = runner.invoke(app, ["demo", "--variant", "commander", "--deck", str(deck),
                                 "--seed", "4", "--max-turns", "6"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output


def test_demo_commander_refuses_a_deck_without_a_commander(tmp_path: Path) -> None:
    """903.3: a Commander game needs each deck's commander, named by the error."""
    deck = tmp_path / "deck.txt"
    deck.write_text("60 Forest\n")
    result = runner.invoke(app, ["demo", "--variant", "commander", "--deck", str(deck)])
    assert result.exit_code == 2
    assert "no Commander section" in result.output and "903.3" in result.output


def test_play_commander_starts_a_two_player_commander_game() -> None:
    """`play --variant commander`: the human sees the game at 40 life and can quit."""
    result = runner.invoke(app, ["play", "--variant", "commander", "--seed", "1"], input="q\n")
    assert result.exit_code == 0, result.output
    assert "Goodbye." in result.output


def test_the_bundled_commander_decks_are_legal_and_playable() -> None:
    """903.5: each bundled Commander deck is 100 cards, singleton, within its commander's
    color identity, and made only of supported cards (deck_cards loads every card)."""
    for name in COMMANDER_DECKS:
        text = (BUNDLED / f"{name}.txt").read_text(encoding="utf-8")
        assert deck_problems(parse_decklist(text), "commander") == [], name
        deck, commanders = commander_deck(name)
        assert len(deck) + len(commanders) == 100 and 1 <= len(commanders) <= 2
