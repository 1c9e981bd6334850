"""The bundled Comprehensive Rules: lookup, search, citations, and `manastack rules`.

The rule numbers here are data (the document looked up), so the coverage map doesn't count
this file as testing them (`coverage.NOT_RULES_TESTS`). Tests that read the pinned text in
../shared skip without it; the rest use only the bundled copy.
"""

from __future__ import annotations

import hashlib
import re
import sys
import textwrap
from pathlib import Path

import pytest
from typer.testing import CliRunner

from manastack.cli import app
from manastack.comprules import (
    RulesDocument,
    UnknownRuleError,
    cited_rules,
    default_rules,
    lookup,
    search,
)
from manastack.comprules.document import RulesDataError, parse_rules_text, rule_sort_key
from manastack.errors import ManastackError

ROOT = Path(__file__).resolve().parents[1]
PINNED = ROOT.parent / "shared" / "data" / "rules" / "MagicCompRules-20260116.txt"
BUNDLED = ROOT / "src" / "manastack" / "comprules" / "data" / "comprules.json.xz"
needs_pinned = pytest.mark.skipif(not PINNED.exists(), reason=f"the pinned rules text {PINNED} "
                                  "is not beside this clone")
runner = CliRunner()


# -- lookup ----------------------------------------------------------------------------------

def test_a_rule_has_its_text_subrules_and_parent() -> None:
    """613.8 is the dependency rule, with subrules 613.8a-c, under the heading 613."""
    rule = lookup("613.8")
    assert rule.text.startswith("Within a layer or sublayer, determining which order")
    assert [r.number for r in default_rules().subrules("613.8")] == ["613.8a", "613.8b", "613.8c"]
    assert lookup("613.8a").parent == "613.8" and rule.parent == "613"
    assert lookup("613").title == "Interaction of Continuous Effects" and lookup("613").section == 6


def test_examples_are_kept_apart_from_the_rule_text() -> None:
    """101.2's example follows its text; the subrule 101.2a is not part of it."""
    rule = lookup("101.2")
    assert rule.examples and rule.examples[0].startswith("If one effect reads")
    assert "Example" not in rule.text and "101.2a" not in rule.text


def test_a_rule_with_a_second_paragraph_keeps_it() -> None:
    """509.1b continues on an indented paragraph of its own (evasion abilities)."""
    assert lookup("509.1b").paragraphs[1].startswith("A restriction may be created by an evasion")


def test_lookup_tolerates_a_trailing_period_and_spaces() -> None:
    """"613.8." as the rules print it is 613.8."""
    assert lookup(" 613.8. ") == lookup("613.8")


def test_the_irregular_labels_of_the_source_are_read() -> None:
    """The source prints "606.5" without its period and "119.1d." with one; both are rules."""
    assert lookup("606.5").text.startswith("If the total cost to activate a loyalty ability")
    assert lookup("119.1d").text.startswith("In a two-player Brawl game")


def test_an_unknown_rule_names_the_nearest_rules() -> None:
    """613.99 doesn't exist: the error is the project's own, a KeyError, and names 613.11/614."""
    with pytest.raises(UnknownRuleError) as caught:
        lookup("613.99")
    assert isinstance(caught.value, ManastackError) and isinstance(caught.value, KeyError)
    assert "613.99" in str(caught.value) and "613.11 and 614" in str(caught.value)


@pytest.mark.parametrize("text", ["abc", "61", "613.8A", "1000.1", ""])
def test_a_malformed_rule_number_is_refused(text: str) -> None:
    """Anything not shaped like 613, 613.8 or 613.8a is refused, naming it."""
    with pytest.raises(UnknownRuleError, match="not a rule number"):
        lookup(text)


def test_subrule_letters_skip_l_and_o() -> None:
    """The rules skip "l" and "o" (the introduction): 704.5k is followed by 704.5m."""
    numbers = [r.number for r in default_rules().subrules("704.5")]
    assert numbers[numbers.index("704.5k") + 1] == "704.5m"
    assert numbers == sorted(numbers, key=rule_sort_key)


def test_the_glossary_is_bundled() -> None:
    """Glossary terms with numbered senses keep each sense as a paragraph."""
    glossary = {g.term: g for g in default_rules().glossary}
    assert glossary["Mana Ability"].text.startswith("An activated or triggered ability that could")
    assert glossary["Ability"].paragraphs[0].startswith("1. Text on an object")
    assert len(glossary) == len(default_rules().glossary) > 700


def test_the_bundled_file_is_read_without_the_source() -> None:
    """The package's copy alone gives the edition and every section heading."""
    document = RulesDocument.load(BUNDLED)
    assert document.effective == "effective January 16, 2026"
    assert [n for n, _ in document.sections] == list(range(1, 10))
    assert sum(1 for r in document.rules if "." in r.number and r.section <= 7) == 2812


def test_a_damaged_bundled_file_is_refused(tmp_path: Path) -> None:
    """A file that isn't the bundled format is a RulesDataError naming it."""
    bad = tmp_path / "comprules.json.xz"
    bad.write_bytes(b"not xz")
    with pytest.raises(RulesDataError, match=r"comprules\.json\.xz"):
        RulesDocument.load(bad)


def test_text_that_isnt_the_rules_is_refused() -> None:
    """A text without contents, rules, glossary and credits names the problem."""
    with pytest.raises(RulesDataError, match="no contents"):
        parse_rules_text("hello\n", "hello.txt")


def test_an_unrecognised_line_is_refused_with_its_number() -> None:
    """A line in the rules part that isn't a rule, example or section names its line."""
    text = ("1. Game Concepts\nGlossary\nCredits\n\n1. Game Concepts\n\n100. General\n\n"
            "what is this\n\nGlossary\n\nCredits\n")
    with pytest.raises(RulesDataError, match="line 9"):
        parse_rules_text(text, "x.txt")


@needs_pinned
def test_the_bundled_copy_gives_back_every_line_of_the_pinned_text() -> None:
    """Round trip: the bundle's lines are the pinned file's non-blank lines (606.5 and
    119.1d written regularly), and its hash is the pinned file's."""
    text = PINNED.read_text(encoding="utf-8")
    document = default_rules()
    assert document.sha256 == hashlib.sha256(text.encode("utf-8")).hexdigest()
    source = [line.rstrip() for line in text.splitlines() if line.strip()]
    source = [re.sub(r"^606\.5 ", "606.5. ", re.sub(r"^119\.1d\. ", "119.1d ", line))
              for line in source]
    assert document.lines() == source


@needs_pinned
def test_the_build_script_makes_the_bundled_file(tmp_path: Path) -> None:
    """scripts/build_comprules.py is deterministic and gives the committed bytes."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import build_comprules
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    out = tmp_path / "comprules.json.xz"
    assert build_comprules.main([str(PINNED), "--output", str(out)]) == 0
    assert out.read_bytes() == BUNDLED.read_bytes()


# -- citations -------------------------------------------------------------------------------

@pytest.mark.parametrize(("text", "rules"), [
    ("613.8a: a dependency", ["613.8a"]),
    ("601.2g-h", ["601.2g", "601.2h"]),
    ("704.5k-n", ["704.5k", "704.5m", "704.5n"]),
    ("107.5-107.6", ["107.5", "107.6"]),
    ("106.10-11", ["106.10", "106.11"]),
    ("613.4b-4c", ["613.4b", "613.4c"]),
    ("(121.2b, 614.17b) and again 121.2b.", ["121.2b", "614.17b"]),
    ("no such 613.99 or 999.9z; version 1.2.3, 2026", []),
    ("613.8-ish", ["613.8"]),
])
def test_cited_rules_expand_ranges_at_one_level(text: str, rules: list[str]) -> None:
    """A range is the rules between its ends at the same level; unknown numbers are dropped."""
    assert cited_rules(text, default_rules()) == rules


# -- search ----------------------------------------------------------------------------------

def test_search_finds_could_produce_at_106_7_first() -> None:
    """"could produce" is defined in 106.7; every hit has both words."""
    hits = search("could produce")
    assert hits[0].key == "106.7"
    assert all("could" in h.text.lower() and "produc" in h.text.lower() for h in hits)


def test_search_puts_a_glossary_term_that_is_the_query_first() -> None:
    """The glossary entry "Mana Ability" ranks above rules that merely use the words."""
    hits = search("mana ability", limit=5)
    assert (hits[0].kind, hits[0].key) == ("glossary", "Mana Ability")
    assert any(h.kind == "rule" for h in hits)


def test_search_ignores_case_and_curly_quotes() -> None:
    """The rules print “can't” with a curly apostrophe; a straight one finds it."""
    assert [h.key for h in search("CAN'T EFFECT TAKES PRECEDENCE")][:1] == ["101.2"]


@pytest.mark.parametrize("query", ["", "   ", "?!", "x" * 5000])
def test_search_with_nothing_to_find_returns_nothing(query: str) -> None:
    """An empty query or one too long to match (it is cut to 200 characters) finds nothing."""
    assert search(query) == []


def test_search_respects_the_limit() -> None:
    """`limit` bounds the hits."""
    assert len(search("creature", limit=3)) == 3 and search("creature", limit=0) == []


# -- the command -----------------------------------------------------------------------------

def test_cli_rules_show_prints_subrules_and_examples() -> None:
    """`manastack rules show 613.8` prints 613.8 and 613.8a-c; 101.2 shows its example."""
    result = runner.invoke(app, ["rules", "show", "613.8"])
    assert result.exit_code == 0, result.output
    lines = result.output.splitlines()
    assert lines[0].startswith("613.8 Within a layer")
    assert [line.split()[0] for line in lines[1:]] == ["613.8a", "613.8b", "613.8c"]
    shown = runner.invoke(app, ["rules", "show", "101.2"]).output
    assert "Example: If one effect reads" in shown
    assert "Example" not in runner.invoke(app, ["rules", "show", "101.2", "--no-examples"]).output


def test_cli_rules_show_a_heading_prints_its_whole_rule() -> None:
    """`rules show 724` prints the monarch heading and every rule under it."""
    result = runner.invoke(app, ["rules", "show", "724"])
    assert result.output.startswith("724 The Monarch")
    assert "724.4" in result.output


def test_cli_rules_show_an_unknown_rule_is_a_clear_error() -> None:
    """An unknown number exits 2 naming it and the nearest rules."""
    result = runner.invoke(app, ["rules", "show", "613.99"])
    assert result.exit_code == 2
    assert "no rule 613.99" in result.output and "613.11" in result.output


def test_cli_rules_search_prints_ranked_matches() -> None:
    """`rules search "could produce"` prints the count and the best match first."""
    result = runner.invoke(app, ["rules", "search", "could produce"])
    assert result.exit_code == 0, result.output
    assert result.output.splitlines()[0].endswith("matches for 'could produce':")
    assert result.output.splitlines()[1].startswith("106.7 Some abilities produce mana")
    glossary = runner.invoke(app, ["rules", "search", "mana ability", "--limit", "2"]).output
    assert "the best 2:" in glossary and "glossary: Mana Ability" in glossary


def test_cli_rules_search_without_matches_exits_1() -> None:
    """A search that finds nothing says so and exits 1, like grep."""
    result = runner.invoke(app, ["rules", "search", "zyzzyva"])
    assert result.exit_code == 1 and "no rule or glossary entry contains" in result.output


def test_cli_demo_rule_text_prints_each_cited_rule_once() -> None:
    """`demo --rule-text` follows a log line citing 504.1 with the rule's text, once."""
    result = runner.invoke(app, ["demo", "--seed", "3", "--rule-text"])
    assert result.exit_code == 0, result.output
    text = f"    504.1 {lookup('504.1').text}"
    assert result.output.count(text) == 1
    lines = result.output.splitlines()
    assert lines[lines.index(text) - 1].startswith("504.1: ")


def test_cli_scenario_rule_text_prints_the_rules_of_the_log_and_refusals(tmp_path: Path) -> None:
    """`scenario run --rule-text` prints the text of the rules its log and failures cite."""
    scenario = tmp_path / "bolt.yaml"
    scenario.write_text(textwrap.dedent("""\
        name: a check that fails
        position:
          turn: 3
          active: Alice
          step: precombat main
          players:
            - {name: Alice, hand: [Lightning Bolt], battlefield: [Mountain]}
            - {name: Bob}
        script:
          - Alice: cast Lightning Bolt
          - Alice: target Bob
          - Alice: "pay {R} automatically"
          - expect:
              log_cites: ["702.19b"]
        """), encoding="utf-8")
    result = runner.invoke(app, ["scenario", "run", str(scenario), "--rule-text"])
    assert result.exit_code == 1
    assert f"      702.19b {lookup('702.19b').text}" in result.output
    assert f"601.2a {lookup('601.2a').text}" in result.output
