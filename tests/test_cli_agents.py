"""`manastack demo --players NAMES` and `manastack play --computer NAME`: the computer
players chosen by name (issue 22)."""

from __future__ import annotations

from typer.testing import CliRunner

from manastack.cli import app

runner = CliRunner()


def test_demo_seats_the_named_players() -> None:
    """103.1, 500.1: a demo between a search player and the baseline plays its turns and
    ends (a draw at the turn cap, 104.4, if nobody has won)."""
    result = runner.invoke(app, ["demo", "--players", "search,baseline", "--max-turns", "1",
                                 "--quiet"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output


def test_demo_still_takes_a_number_of_players() -> None:
    """800.1: `--players 3` is three heuristic players in a free-for-all game."""
    result = runner.invoke(app, ["demo", "--players", "3", "--max-turns", "3", "--quiet"])
    assert result.exit_code == 0, result.output


def test_an_unknown_player_is_named() -> None:
    """A player name that isn't one of the computer players is an error naming it."""
    result = runner.invoke(app, ["demo", "--players", "heuristic,wizard"])
    assert result.exit_code == 2 and "'wizard'" in result.output
    result = runner.invoke(app, ["play", "--computer", "wizard"], input="quit\n")
    assert result.exit_code == 2 and "'wizard'" in result.output


def test_play_against_a_chosen_computer_player() -> None:
    """103.5: the game starts with the person's mulligan whichever computer player sits
    opposite; quitting says goodbye."""
    result = runner.invoke(app, ["play", "--computer", "search"], input="quit\n")
    assert result.exit_code == 0, result.output
    assert "keep this hand of 7" in result.output and "Goodbye." in result.output
