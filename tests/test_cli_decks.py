"""The `manastack` command and decks: `decks check`, `demo` with small decks and its caps,
and error messages printed with their [brackets]."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from manastack.cli import app

runner = CliRunner()

# A deck of supported cards, one with an unsupported card, and a Forge file with a shop.
PLAYABLE = "24 Forest\n36 Llanowar Elves\n"
ONE_MISSING = "24 Mountain\n32 Goblin Guide\n4 Lightning Bolt\n"
FORGE_SHOP = "[metadata]\nName=Quest\n[shop]\nCredits=250\n[Main]\n20 Forest|M10\n40 Grizzly Bears\n"


def _decks(folder: Path) -> Path:
    folder.mkdir()
    (folder / "elves.txt").write_text(PLAYABLE)
    (folder / "goblins.txt").write_text(ONE_MISSING)
    sub = folder / "forge"
    sub.mkdir()
    (sub / "quest.dck").write_text(FORGE_SHOP)
    (folder / "notes.md").write_text("not a deck\n")
    return folder


def test_decks_check_a_playable_deck() -> None:
    """A deck whose every card is supported is playable; exit status 0."""
    result = runner.invoke(app, ["decks", "check", str(Path(__file__).parent / "cards" / "decks"
                                                       / "compiled_red.txt")])
    assert result.exit_code == 0, result.output
    assert "1 of 1 decks playable" in result.output


def test_decks_check_names_missing_cards_and_their_clauses(tmp_path: Path) -> None:
    """A deck with Goblin Guide isn't playable: the card and its unsupported clause are
    printed, and the exit status is 1."""
    deck = tmp_path / "goblins.txt"
    deck.write_text(ONE_MISSING)
    result = runner.invoke(app, ["decks", "check", str(deck)], env={"COLUMNS": "200"})
    assert result.exit_code == 1
    assert "Goblin Guide" in result.output and "Whenever this creature attacks" in result.output
    assert "0 of 1 decks playable; 4 of 36 non-basic card slots supported (11.1%)" in (
        result.output)


def test_decks_check_a_folder_as_json(tmp_path: Path) -> None:
    """A folder is searched for .txt/.dek/.dck files below it; --json gives each deck and
    the clauses ranked by the decks they block; a Forge [shop] is a warning, not an error."""
    result = runner.invoke(app, ["decks", "check", "--json", str(_decks(tmp_path / "d"))])
    assert result.exit_code == 1
    document = json.loads(result.stdout)
    decks = {d["name"]: d for d in document["decks"]}
    assert set(decks) == {"elves", "goblins", "Quest"}
    assert decks["elves"]["playable"] and decks["Quest"]["playable"]
    assert "[shop]" in decks["Quest"]["warnings"][0]
    assert [m["name"] for m in decks["goblins"]["missing"]] == ["Goblin Guide"]
    summary = document["summary"]
    assert (summary["decks"], summary["playable"]) == (3, 2)
    top = summary["clauses"][0]
    assert top["decks"] == 1 and top["alone"] == 1 and top["cards"] == ["Goblin Guide"]
    assert summary["cards"][0] == {"name": "Goblin Guide", "decks": 1, "copies": 32,
                                   "clauses": [top["clause"]]}


def test_decks_check_ranks_clauses_over_decks(tmp_path: Path) -> None:
    """Over a folder, a clause two decks miss ranks above one that a single deck misses."""
    folder = tmp_path / "d"
    folder.mkdir()
    (folder / "a.txt").write_text("30 Mountain\n30 Goblin Guide\n")
    # Ancestral Vision: its color is not in the bundled data (204), so it stays unsupported.
    (folder / "b.txt").write_text("26 Mountain\n30 Goblin Guide\n4 Ancestral Vision\n")
    document = json.loads(runner.invoke(app, ["decks", "check", "--json", str(folder)]).stdout)
    ranked = [(c["cards"], c["decks"], c["alone"]) for c in document["summary"]["clauses"]]
    assert ranked == [(["Goblin Guide"], 2, 1), (["Ancestral Vision"], 1, 0)]
    table = runner.invoke(app, ["decks", "check", str(folder)], env={"COLUMNS": "200"})
    assert "Clauses by decks blocked" in table.output and "[no mana cost:" in table.output


def test_decks_check_reports_unreadable_files_and_missing_paths(tmp_path: Path) -> None:
    """A file that isn't a decklist is reported with its error; a path that doesn't exist
    is refused."""
    bad = tmp_path / "bad.txt"
    bad.write_text("Sideboard\n2 Duress\n")
    result = runner.invoke(app, ["decks", "check", str(bad)], env={"COLUMNS": "200"})
    assert result.exit_code == 1 and "unreadable" in result.output
    assert "no main deck" in result.output
    result = runner.invoke(app, ["decks", "check", str(tmp_path / "nowhere")])
    assert result.exit_code == 2 and "no such file or folder" in result.output


def test_errors_keep_their_square_brackets(tmp_path: Path) -> None:
    """An error naming a Forge section prints '[Main]' instead of losing it to markup."""
    deck = tmp_path / "deck.dck"
    deck.write_text("4 Lightning Bolt|M11\n")
    result = runner.invoke(app, ["demo", "--deck", str(deck)])
    assert result.exit_code == 2
    assert "expected a section header such as [Main] first" in result.output


def test_demo_warns_of_forge_sections_it_skips(tmp_path: Path) -> None:
    """A Forge deck with a [shop] section plays, with a warning that keeps '[shop]'."""
    deck = tmp_path / "quest.dck"
    deck.write_text(FORGE_SHOP)
    result = runner.invoke(app, ["demo", "--quiet", "--deck", str(deck)])
    assert result.exit_code == 0, result.output
    assert "warning:" in result.output and "section [shop] is not used" in result.output


def test_demo_with_a_one_card_deck_plays_by_the_rules(tmp_path: Path) -> None:
    """103.5 / 704.5b: a one-card deck (once a traceback) plays: both players attempt to
    draw from empty libraries and lose at once, a draw (104.4a)."""
    deck = tmp_path / "one-card.txt"
    deck.write_text("1 Forest\n")
    result = runner.invoke(app, ["demo", "--deck", str(deck)])
    assert result.exit_code == 0, result.output
    assert "704.5b" in result.output and "the game was a draw" in result.output


def test_demo_caps_games_by_default(tmp_path: Path) -> None:
    """104.4: demo ends a game that would run past 200 turns as a draw, saying why; the
    caps can be set."""
    deck = tmp_path / "forests.txt"
    deck.write_text("250 Forest\n")
    result = runner.invoke(app, ["demo", "--quiet", "--deck", str(deck)])
    assert result.exit_code == 0, result.output
    assert "the game was a draw (its cap of 200 turns is reached) on turn 201" in result.output
    result = runner.invoke(app, ["demo", "--quiet", "--max-decisions", "30"])
    assert "the game was a draw (its cap of 30 decisions is reached)" in result.output
    assert "after 30 decisions" in result.output
