"""`manastack play`: its help screen, `--stops`, `--opponent` and bad input (issue 21)."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from manastack.cli import app

runner = CliRunner()
DECK = Path(__file__).parents[1] / "src/manastack/cards/data/decks/elves_vs_ogres.txt"


def test_the_help_screen_names_the_options_and_commands() -> None:
    """The help screen tells the stops notation (731.1) and the commands of the game."""
    result = runner.invoke(app, ["play", "--help"], env={"COLUMNS": "200"})
    assert result.exit_code == 0
    for words in ("--stops", "--opponent", "--deck", "mine=STEPS theirs=STEPS", "eot"):
        assert words in result.output


def test_bad_stops_are_refused_naming_the_step() -> None:
    """A stops text naming no step is an error naming it; no game starts."""
    result = runner.invoke(app, ["play", "--stops", "mine=main1,lunch"])
    assert result.exit_code == 2 and "'lunch'" in result.output


def test_a_game_with_an_opponents_deck_and_stops() -> None:
    """`--deck` is the person's, `--opponent` the computer's; `--stops all` takes no
    pass for the person (117.3d); the mulligan (103.5) comes first; quitting says goodbye."""
    result = runner.invoke(app, ["play", "--deck", str(DECK), "--opponent", str(DECK),
                                 "--stops", "all"], input="quit\n")
    assert result.exit_code == 0, result.output
    assert "keep this hand of 7" in result.output and "Goodbye." in result.output


def test_a_missing_opponents_deck_is_named() -> None:
    """An unreadable `--opponent` file is an error naming it."""
    result = runner.invoke(app, ["play", "--opponent", "no-such-deck.txt"])
    assert result.exit_code == 2 and "no-such-deck.txt" in result.output
