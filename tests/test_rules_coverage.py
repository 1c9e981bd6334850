"""The rules coverage map stays true: every numbered rule of sections 1-7 of the pinned rules
has exactly one status, a rule a test cites is linked to it, a rule called tested has tests
that exist, and the committed map is what the tests, the engine and the marks make now.

(Rule numbers here are data, so the map doesn't count this file: `coverage.NOT_RULES_TESTS`.)
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.cli import app
from manastack.comprules import default_rules
from manastack.comprules.coverage import (
    STATUSES,
    Mark,
    build_map,
    default_map,
    load_marks,
    marks_text,
    numbered_rules,
    regenerate,
    scan_engine,
    scan_tests,
    update_docs,
)
from manastack.comprules.document import RulesDataError

ROOT = Path(__file__).resolve().parents[1]
REGENERATE = "run: python scripts/build_rules_coverage.py"
runner = CliRunner()


@pytest.fixture(scope="module")
def current() -> tuple[object, list[str]]:
    return regenerate(ROOT, default_rules())


def test_regenerating_the_map_gives_the_committed_file(current: tuple) -> None:
    """The map bundled in the package is what scanning the tests and engine gives now."""
    coverage, problems = current
    assert problems == [], "\n".join(problems[:20])
    committed = (ROOT / "src" / "manastack" / "comprules" / "data" / "coverage-map.json")
    assert committed.read_text(encoding="utf-8") == coverage.to_text(), REGENERATE


def test_the_docs_show_the_current_totals(current: tuple) -> None:
    """docs/rules-coverage.md carries the map's totals by section, as generated."""
    docs = (ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8")
    assert update_docs(docs, current[0], default_rules()) == docs, REGENERATE


def test_every_rule_of_sections_1_to_7_has_exactly_one_status() -> None:
    """The map lists each numbered rule once, in document order, with a known status; only a
    tested rule has tests, and every other has a reason."""
    coverage = default_map()
    assert [r.number for r in coverage.rules] == [r.number for r in numbered_rules(default_rules())]
    for rule in coverage.rules:
        assert rule.status in STATUSES
        assert bool(rule.tests) == (rule.status == "tested"), rule
        assert bool(rule.reason) == (rule.status != "tested"), rule
    assert sum(coverage.totals().values()) == len(coverage.rules) == 2812


def test_every_rule_a_test_cites_is_linked_to_it() -> None:
    """A rule number cited in any test's source is tested in the map, naming that test."""
    coverage = {r.number: r for r in default_map().rules}
    for number, tests in scan_tests(ROOT / "tests", default_rules()).items():
        if number in coverage:
            assert coverage[number].status == "tested" and coverage[number].tests == tuple(tests)


def test_every_test_the_map_names_exists() -> None:
    """Each linked test is a file in tests/, and a named function is defined in it."""
    defined: dict[str, set[str]] = {}
    for rule in default_map().rules:
        for test in rule.tests:
            path, _, name = test.partition("::")
            if path not in defined:
                tree = ast.parse((ROOT / path).read_text(encoding="utf-8")) \
                    if path.endswith(".py") else ast.Module(body=[], type_ignores=[])
                defined[path] = {"::".join(n) for n in _names(tree)}
            assert (ROOT / path).is_file(), test
            assert not name or name in defined[path], test


def _names(tree: ast.Module) -> list[tuple[str, ...]]:
    out: list[tuple[str, ...]] = []
    for node in tree.body:
        if isinstance(node, ast.FunctionDef):
            out.append((node.name,))
        elif isinstance(node, ast.ClassDef):
            out += [(node.name, f.name) for f in node.body if isinstance(f, ast.FunctionDef)]
    return out


def test_the_bundled_marks_are_valid() -> None:
    """The reviewed marks file parses, and every mark selects rules of the pinned edition."""
    marks = load_marks(marks_text(), "coverage-marks.yaml")
    assert marks and all(m.reason for m in marks)


# -- how the map is made, on a small made-up repository ----------------------------------------

@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "tests" / "scenarios").mkdir(parents=True)
    (tmp_path / "tests" / "test_example.py").write_text(textwrap.dedent('''\
        """Module docstring: 101.1."""

        def helper():
            """A helper citing 101.2 is not a test."""

        @some_mark("702.2b")
        def test_one():
            """613.8a: a dependency."""
            assert log_cites("704.5a")   # and 121.2b in a comment

        class TestGroup:
            def test_two(self):
                """601.2g-h"""
        '''), encoding="utf-8")
    (tmp_path / "tests" / "scenarios" / "s.yaml").write_text('rules: ["704.5a"]\n')
    (tmp_path / "src" / "manastack" / "rules").mkdir(parents=True)
    (tmp_path / "src" / "manastack" / "rules" / "sba.py").write_text("# 704.5b, 704.5c\n")
    return tmp_path


def test_citations_are_found_in_test_functions_modules_and_scenarios(repo: Path) -> None:
    """A test's docstring, decorators, strings and comments, a test module's docstring and a
    scenario file link their rules; a helper function doesn't."""
    found = scan_tests(repo / "tests", default_rules())
    assert found == {
        "101.1": ["tests/test_example.py"],
        "702.2b": ["tests/test_example.py::test_one"],
        "613.8a": ["tests/test_example.py::test_one"],
        "704.5a": ["tests/scenarios/s.yaml", "tests/test_example.py::test_one"],
        "121.2b": ["tests/test_example.py::test_one"],
        "601.2g": ["tests/test_example.py::TestGroup::test_two"],
        "601.2h": ["tests/test_example.py::TestGroup::test_two"],
    }


def _statuses(repo: Path, marks: list[Mark]) -> tuple[dict[str, tuple[str, str]], list[str]]:
    document = default_rules()
    coverage, problems = build_map(document, scan_tests(repo / "tests", document),
                                   scan_engine(repo / "src" / "manastack", document), marks)
    return {r.number: (r.status, r.reason) for r in coverage.rules}, problems


def test_tests_then_exact_marks_then_the_engine_then_the_narrowest_range(repo: Path) -> None:
    """Which status a rule gets: tested beats everything; a mark of that very rule beats the
    engine's citation; the engine's citation beats a range; the narrowest range wins."""
    statuses, problems = _statuses(repo, [
        Mark("704", "not implemented", "wide"),
        Mark("704.5", "not applicable", "narrow"),
        Mark("704.5c", "not implemented", "exact"),
    ])
    assert statuses["704.5a"][0] == "tested"
    assert statuses["704.5b"] == ("untested", "the engine cites it in manastack/rules/sba.py; "
                                  "no test does")
    assert statuses["704.5c"] == ("not implemented", "exact")
    assert statuses["704.5d"] == ("not applicable", "narrow")
    assert statuses["704.1"] == ("not implemented", "wide")
    assert "rule 100.1: no test cites it and no mark gives it a status" in problems


def test_a_mark_naming_a_tested_rule_is_a_problem(repo: Path) -> None:
    """A mark of exactly one rule that a test cites is stale: the map is untrue."""
    _, problems = _statuses(repo, [Mark("613.8a", "not implemented", "stale")])
    assert any("mark '613.8a'" in p and "tests cite it" in p for p in problems)


@pytest.mark.parametrize(("selector", "message"), [
    ("613.99", "no rule 613.99"),
    ("613.8-612", "ends before it starts"),
])
def test_a_mark_selecting_no_rule_is_a_problem(repo: Path, selector: str, message: str) -> None:
    """A mark whose rules don't exist, or whose range is backwards, is reported."""
    _, problems = _statuses(repo, [Mark(selector, "not implemented", "x")])
    assert any(message in p for p in problems)


@pytest.mark.parametrize(("text", "message"), [
    ("{}", "a list of marks"),
    ("- {rules: '613', status: done, reason: x}", "status 'done'"),
    ("- {rules: '613', status: untested, reason: ' '}", "a reason is required"),
    ("- {rules: '613', status: untested}", "exactly rules, status and reason"),
])
def test_a_malformed_marks_file_is_refused(text: str, message: str) -> None:
    """Marks are checked as they are read, naming the mark."""
    with pytest.raises(RulesDataError, match=message):
        load_marks(text, "marks.yaml")


def test_a_range_covers_everything_below_its_last_rule(repo: Path) -> None:
    """"702.2-702.3" covers 702.2, its subrules, 702.3 and its subrules, not 702.4."""
    statuses, _ = _statuses(repo, [Mark("702.2-702.3", "untested", "r"),
                                   Mark("702", "not implemented", "k")])
    assert statuses["702.2a"] == statuses["702.3c"] == ("untested", "r")
    assert statuses["702.4a"] == ("not implemented", "k")


def test_an_equals_sign_marks_a_rule_without_its_subrules(repo: Path) -> None:
    """"=704.5" is that rule alone: it beats the engine's citation like a mark of a rule with no
    subrules, and leaves 704.5a-704.5z to the other marks."""
    statuses, _ = _statuses(repo, [Mark("=704.5", "not applicable", "alone"),
                                   Mark("704", "not implemented", "wide")])
    assert statuses["704.5"] == ("not applicable", "alone")
    assert statuses["704.5d"] == ("not implemented", "wide")
    _, problems = _statuses(repo, [Mark("=704.99", "not implemented", "x")])
    assert any("no rule 704.99" in p for p in problems)


# -- the command -------------------------------------------------------------------------------

def test_cli_rules_coverage_prints_totals_by_section() -> None:
    """`manastack rules coverage` prints each section 1-7 and the totals of the map."""
    result = runner.invoke(app, ["rules", "coverage"])
    assert result.exit_code == 0, result.output
    totals = default_map().totals()
    last = [line for line in result.output.splitlines() if "all" in line][-1]
    assert [int(n) for n in last.replace("│", " ").split()[1:]] == [totals[s] for s in STATUSES]
    assert "Game Concepts" in result.output and "Additional Rules" in result.output


def test_cli_rules_coverage_by_section_and_by_rule() -> None:
    """`--section 6` lists the rules 600-616; a rule lists each subrule with its tests or reason."""
    section = runner.invoke(app, ["rules", "coverage", "--section", "6"]).output
    assert "613 Interaction of" in section and "702" not in section
    rule = runner.invoke(app, ["rules", "coverage", "613.8"]).output.splitlines()
    assert [line.split()[0] for line in rule[:-1]] == ["613.8", "613.8a", "613.8b", "613.8c"]
    assert "test_cr613_layers.py" in rule[1]
    missing = runner.invoke(app, ["rules", "coverage", "702", "--status", "not implemented"])
    assert "702.154a" in missing.output and "702.9b" not in missing.output
    applicable = runner.invoke(app, ["rules", "coverage", "--status", "not applicable"]).output
    assert applicable.splitlines()[-1] == f"{default_map().totals()['not applicable']} not applicable"


@pytest.mark.parametrize("args", [["--section", "8"], ["613.99"], ["8"], ["--status", "done"],
                                  ["123", "--status", "tested"]])
def test_cli_rules_coverage_refuses_what_it_doesnt_cover(args: list[str]) -> None:
    """Section 8, an unknown rule or status, or a selection with no rule is a clear error."""
    result = runner.invoke(app, ["rules", "coverage", *args])
    assert result.exit_code == 2 and "error:" in result.output
