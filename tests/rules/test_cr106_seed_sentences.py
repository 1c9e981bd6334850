"""The general block of the seed documents (mana, {T}, {Q}, X): every sentence is cited by a
test here in tests/rules/, by a scenario file, and mapped in docs/rules-coverage.md."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from mana_helpers import SENTENCES

RULES = Path(__file__).parent
ROOT = RULES.parents[1]
SEEDS = ROOT.parent / "shared" / "seeds"
SCENARIOS = ROOT / "tests" / "scenarios"
MODULES = sorted(p for p in [*RULES.glob("test_cr106_*.py"), *RULES.glob("test_cr107_*.py"),
                             *RULES.glob("test_cr302_*.py"), *RULES.glob("test_cr605_*.py")]
                 if p.name != Path(__file__).name)
TAG = re.compile(r"\[(G\d+)\]")


def _words(text: str) -> str:
    return " ".join(text.split())


def _test_docstrings() -> dict[str, str]:
    out: dict[str, str] = {}
    for path in MODULES:
        for node in ast.parse(path.read_text(encoding="utf-8")).body:
            if isinstance(node, ast.FunctionDef) and node.name.startswith("test_"):
                out[node.name] = ast.get_docstring(node) or ""
    return out


def test_the_sentences_are_exactly_the_general_block_of_every_seed() -> None:
    """[G1]-[G21] 106.5, 106.7, 106.12, 107.3m, 107.5, 107.6: every seed document opens with
    exactly these sentences, in this order."""
    files = sorted(SEEDS.glob("*.txt")) if SEEDS.is_dir() else []
    if not files:
        pytest.skip("the seed documents are not beside the project")
    block = _words(" ".join(SENTENCES.values()))
    texts = [_words(f.read_text(encoding="utf-8").split("\n", 1)[1]) for f in files]
    for f, text in zip(files, texts, strict=True):
        assert text.startswith(block), f"{f.name} doesn't open with the general block"
    if len(texts) > 1:
        common = texts[0]
        for text in texts[1:]:
            n = 0
            while n < min(len(common), len(text)) and common[n] == text[n]:
                n += 1
            common = common[:n]
        assert len(common) <= len(block) + 1, "the general block goes on further"


def test_every_sentence_is_cited_by_a_test() -> None:
    """[G1]-[G21]: each sentence is cited by the docstring of a test in tests/rules/."""
    cited = {tag for doc in _test_docstrings().values() for tag in TAG.findall(doc)}
    assert sorted(set(SENTENCES) - cited) == []


def test_every_test_has_a_docstring_citing_a_rule() -> None:
    """106, 107, 302.6, 605: each test of these modules has a docstring citing the rule or
    ruling it proves."""
    for name, doc in _test_docstrings().items():
        assert re.search(r"\d{3}(\.\d+[a-z]?)?|ruling|\[G\d+\]", doc), name


def test_every_sentence_is_cited_by_a_scenario_file() -> None:
    """[G1]-[G21]: each sentence is quoted by number in a mana_*.yaml scenario file."""
    cited: set[str] = set()
    for path in SCENARIOS.glob("mana_*.yaml"):
        description = path.read_text(encoding="utf-8").split("\nrules:", 1)[0]
        cited.update(f"G{n}" for n in re.findall(r"\bG(\d+)\b", description))
    assert sorted(set(SENTENCES) - cited) == []


def test_every_sentence_is_mapped_in_the_coverage_document() -> None:
    """[G1]-[G21]: docs/rules-coverage.md maps each sentence, word for word, to tests that
    exist here (and cite it) and to scenario files that exist."""
    doc = (ROOT / "docs" / "rules-coverage.md").read_text(encoding="utf-8")
    section = doc.split("## Mana, {T}, {Q}, X", 1)[1].split("\n## ", 1)[0]
    tests = _test_docstrings()
    rows = {line.split("|")[1].strip(): line for line in section.splitlines()
            if line.startswith("| G")}
    for key, sentence in SENTENCES.items():
        row = rows.get(key)
        assert row is not None and sentence in row, f"{key} isn't mapped"
        named = re.findall(r"`([^`]+)`", row)
        names = [n for n in named if n.startswith("test_")]
        files = [n for n in named if n.endswith(".yaml")]
        assert names and files, f"{key}: no test or no scenario file"
        for name in names:
            assert name in tests, f"{key}: no test named {name}"
            assert f"[{key}]" in tests[name], f"{key}: {name} doesn't cite it"
        for name in files:
            assert (SCENARIOS / name).exists(), f"{key}: no scenario file {name}"
