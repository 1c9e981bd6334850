"""`manastack solve` and `manastack puzzle import`, run as a user would: exit 0 when a
line was found (printed with its rule-cited log), 1 when none exists, 3 when the budget
ran out, 2 on bad input."""

from __future__ import annotations

from pathlib import Path

from typer.testing import CliRunner

from manastack.cli import app
from manastack.scenario import load_scenario

runner = CliRunner()
PUZZLES = Path(__file__).parent / "puzzles"


def test_solve_prints_the_winning_line_and_its_cited_log() -> None:
    """Exit 0; the line names each choice, and the log cites the rules (704.5a, 104.2a)."""
    result = runner.invoke(app, ["solve", str(PUZZLES / "bolt_the_blocker.pzl")])
    assert result.exit_code == 0, result.output
    assert "solved:" in result.output and "Human: cast Lightning Bolt" in result.output
    assert "704.5a: AI loses the game" in result.output and "104.2a: Human wins" in result.output


def test_solve_exits_1_when_it_proves_no_line_exists() -> None:
    """Exit 1 when every line was searched and none reaches the goal."""
    result = runner.invoke(app, ["solve", str(PUZZLES / "one_bolt_short.pzl")])
    assert result.exit_code == 1, result.output
    assert "proved: no line reaches the goal" in result.output


def test_solve_exits_3_when_the_budget_runs_out() -> None:
    """Exit 3 when the node budget ends the search first."""
    result = runner.invoke(app, ["solve", str(PUZZLES / "hold_the_counter.pzl"), "--nodes", "3"])
    assert result.exit_code == 3, result.output
    assert "no line found within the budget" in result.output


def test_solve_exits_2_on_bad_input(tmp_path: Path) -> None:
    """Exit 2 naming the problem: a refused key, a scenario without a goal, a missing file."""
    puzzle = tmp_path / "bad.pzl"
    puzzle.write_text("[state]\nhumanprecast=Lightning Bolt\n")
    result = runner.invoke(app, ["solve", str(puzzle)])
    assert result.exit_code == 2 and "humanprecast" in result.output
    scenario = tmp_path / "s.yaml"
    scenario.write_text("name: no goal\nposition: {turn: 1, active: A, step: upkeep, "
                        "players: [{name: A}, {name: B}]}\nscript: []\n")
    result = runner.invoke(app, ["solve", str(scenario)])
    assert result.exit_code == 2 and "has no goal" in result.output
    result = runner.invoke(app, ["solve", str(tmp_path / "missing.pzl")])
    assert result.exit_code == 2 and "can't read" in result.output


def test_solve_reads_a_scenario_file_with_a_goal(tmp_path: Path) -> None:
    """A scenario file with `goal: {win: this turn}` is solved like a puzzle (120.3a)."""
    path = tmp_path / "s.yaml"
    path.write_text("name: bolt\nposition:\n  turn: 2\n  active: A\n  step: precombat main\n"
                    "  players:\n    - {name: A, hand: [Lightning Bolt], battlefield: [Mountain]}\n"
                    "    - {name: B, life: 3}\ngoal: {win: this turn}\n")
    result = runner.invoke(app, ["solve", str(path), "--no-log"])
    assert result.exit_code == 0, result.output
    assert "A: target B" in result.output and "rule-cited log" not in result.output


def test_puzzle_import_writes_a_scenario_with_its_goal(tmp_path: Path) -> None:
    """The imported file is a scenario file that loads, with the puzzle's goal."""
    out = tmp_path / "swift.yaml"
    result = runner.invoke(app, ["puzzle", "import", str(PUZZLES / "swiftspear_surge.pzl"),
                                 "--out", str(out)])
    assert result.exit_code == 0, result.output
    scenario = load_scenario(out)
    assert scenario.goal is not None and scenario.goal.describe() == \
        "Human wins by the end of turn 3"
    printed = runner.invoke(app, ["puzzle", "import", str(PUZZLES / "swiftspear_surge.pzl")])
    assert printed.exit_code == 0 and printed.output == out.read_text(encoding="utf-8")
    solved = runner.invoke(app, ["solve", str(out), "--no-log"])
    assert solved.exit_code == 0, solved.output


def test_puzzle_import_refuses_an_unknown_key(tmp_path: Path) -> None:
    """An unknown key is an error (exit 2) naming the file, line and key."""
    puzzle = tmp_path / "bad.pzl"
    puzzle.write_text("[state]\nhumanmagic=1\n")
    result = runner.invoke(app, ["puzzle", "import", str(puzzle)])
    assert result.exit_code == 2 and "bad.pzl:2: unknown state key 'humanmagic'" in result.output
