"""The `manastack` command, run as a user would."""

import subprocess
import sys
from pathlib import Path

from typer.testing import CliRunner

from manastack.cli import app

runner = CliRunner()
DECKS = Path(__file__).parent / "cards" / "decks"


def test_demo_plays_a_complete_game_with_a_cited_log() -> None:
    """`manastack demo` plays to a result and its log cites rules (e.g. 103.1, 500.1)."""
    result = runner.invoke(app, ["demo", "--seed", "3"])
    assert result.exit_code == 0, result.output
    assert "103.1: " in result.output and "500.1: turn 1" in result.output
    assert "Result:" in result.output and ("won" in result.output or "draw" in result.output)


def test_demo_is_deterministic() -> None:
    """The same seed gives the same game."""
    first = runner.invoke(app, ["demo", "--seed", "5", "--quiet"])
    second = runner.invoke(app, ["demo", "--seed", "5", "--quiet"])
    assert first.output == second.output


def test_demo_with_an_unsupported_deck_fails_loudly(tmp_path: Path) -> None:
    """A decklist naming a card the engine doesn't implement is refused, naming the card."""
    deck = tmp_path / "deck.txt"
    deck.write_text("40 Forest\n20 Shahrazad\n")
    result = runner.invoke(app, ["demo", "--deck", str(deck)])
    assert result.exit_code == 2
    assert "Shahrazad" in result.output


def test_demo_with_an_unknown_card_suggests_names(tmp_path: Path) -> None:
    """An unknown card name is an error naming the line, with close names suggested."""
    deck = tmp_path / "deck.txt"
    deck.write_text("40 Forest\n20 Llanowar Elfs\n")
    result = runner.invoke(app, ["demo", "--deck", str(deck)])
    assert result.exit_code == 2
    assert "Llanowar Elves" in result.output and "line 2" in result.output


def test_demo_with_a_deck_file() -> None:
    """`--deck` gives both players the same list when given once."""
    deck = Path(__file__).parents[1] / "src/manastack/cards/data/decks/elves_vs_ogres.txt"
    result = runner.invoke(app, ["demo", "--deck", str(deck), "--seed", "2", "--quiet"])
    assert result.exit_code == 0, result.output
    assert "Result:" in result.output


def test_cards_show() -> None:
    """`manastack cards show` prints the Oracle text and whether the card is supported."""
    result = runner.invoke(app, ["cards", "show", "llanowar elves"])
    assert result.exit_code == 0
    assert "{T}: Add {G}." in result.output and "supported" in result.output


def test_cards_show_unknown_card() -> None:
    """An unknown name is an error with suggestions."""
    result = runner.invoke(app, ["cards", "show", "Lightnig Bolt"])
    assert result.exit_code == 2
    assert "Lightning Bolt" in result.output


def test_scenario_run_reports_pass_and_fail(tmp_path: Path) -> None:
    """`manastack scenario run` prints pass/fail per file and exits non-zero on failure."""
    good = Path(__file__).parent / "scenarios" / "bolt_to_the_face.yaml"
    bad = tmp_path / "bad.yaml"
    bad.write_text(good.read_text().replace("Bob: 17}", "Bob: 16}"))
    ok = runner.invoke(app, ["scenario", "run", str(good)])
    assert ok.exit_code == 0 and "pass" in ok.output
    failed = runner.invoke(app, ["scenario", "run", str(bad)])
    assert failed.exit_code == 1 and "FAIL" in failed.output


def test_cards_import_rebuilds_the_local_database(tmp_path: Path, monkeypatch) -> None:
    """`manastack cards import` reads a Scryfall bulk file into the user's database, which
    then serves lookups; a bad file is an error naming it and changes nothing."""
    import json

    from manastack.cards import database

    target = tmp_path / "cards.json.xz"
    monkeypatch.setenv("MANASTACK_CARDS", str(target))
    bulk = tmp_path / "oracle-cards.json"
    bulk.write_text(json.dumps([{
        "object": "card", "name": "Test Golem", "layout": "normal", "mana_cost": "{4}",
        "type_line": "Artifact Creature — Golem", "oracle_text": "", "power": "3",
        "toughness": "3", "keywords": [], "color_identity": [],
    }]))
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    try:
        failed = runner.invoke(app, ["cards", "import", str(bad)])
        assert failed.exit_code == 2 and "bad.json" in failed.output
        assert not target.exists()
        result = runner.invoke(app, ["cards", "import", str(bulk)])
        assert result.exit_code == 0, result.output
        assert "imported 1 cards" in result.output
        shown = runner.invoke(app, ["cards", "show", "test golem"])
        assert "Test Golem" in shown.output and "3/3" in shown.output
    finally:
        database.reset_default_database()


def test_python_dash_m_runs_the_same_command_line() -> None:
    """`python -m manastack` is the `manastack` command (for environments without the script)."""
    result = subprocess.run([sys.executable, "-m", "manastack", "cards", "show", "Llanowar Elves"],
                            capture_output=True, text=True, timeout=120, check=False)
    assert result.returncode == 0, result.stderr
    assert "{T}: Add {G}." in result.stdout and "supported" in result.stdout
