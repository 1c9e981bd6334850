"""The Comprehensive Rules as data: rules with their subrules and examples, and the glossary.

The text file Wizards of the Coast publishes is parsed by `parse_rules_text` (used by
`scripts/build_comprules.py`); the package ships the result, `data/comprules.json.xz`,
read by `RulesDocument.load`. File format (version 1), UTF-8 JSON, xz-compressed: an object
with ``format`` (``"manastack-comprules"``), ``version``, ``source`` (the file name),
``effective`` (the edition: "effective January 16, 2026"), ``sha256`` (of the source text), ``intro`` and
``credits`` (their lines), ``rules`` (``[number, title or "", paragraphs, examples]`` in the
document's order) and ``glossary`` (``[term, paragraphs]``).
"""

from __future__ import annotations

import hashlib
import json
import lzma
import re
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from manastack.errors import ManastackError

__all__ = [
    "GlossaryEntry",
    "Rule",
    "RulesDataError",
    "RulesDocument",
    "UnknownRuleError",
    "is_below",
    "parse_rules_text",
    "rule_sort_key",
]

FILE_FORMAT = "manastack-comprules"
FILE_VERSION = 1

# "613.", "613.8." and "613.8a" (the source also has "606.5" and "119.1d." once each).
_RULE_LINE = re.compile(r"^(?P<number>[1-9]\d{2}(?:\.\d+[a-z]?)?)\.? (?P<text>.*)$")
_SECTION_LINE = re.compile(r"^(?P<number>[1-9])\. (?P<text>.*)$")
_NUMBER = re.compile(r"^(?P<rule>[1-9]\d{2})(?:\.(?P<sub>\d+)(?P<letter>[a-z]?))?$")
_EXAMPLE = "Example: "
_EFFECTIVE = re.compile(r"^These rules are effective as of (.+?)\.$")
_SUBRULE_LETTERS = "abcdefghijkmnpqrstuvwxyz"      # the rules skip "l" and "o"


class RulesDataError(ManastackError, ValueError):
    """A rules text or bundled rules file that can't be read; names the file, line and reason."""


class UnknownRuleError(ManastackError, KeyError):
    """A rule number that is not in the pinned Comprehensive Rules; suggests near numbers."""

    def __str__(self) -> str:
        return str(self.args[0]) if len(self.args) == 1 else super().__str__()


def rule_sort_key(number: str) -> tuple[int, int, int]:
    """Document order of a rule number: 613 < 613.1 < 613.1a < 613.2 (subrule letters skip l, o)."""
    match = _NUMBER.match(number)
    if match is None:
        raise UnknownRuleError(f"{number!r} is not a rule number (like 613, 613.8 or 613.8a)")
    sub = int(match["sub"]) if match["sub"] else -1
    letter = _SUBRULE_LETTERS.index(match["letter"]) if match["letter"] else -1
    return int(match["rule"]), sub, letter


@dataclass(frozen=True, slots=True)
class Rule:
    """One numbered rule: a heading rule (``613``, with its title), a rule (``613.8``) or a
    subrule (``613.8a``); `paragraphs` is its text, `examples` the examples printed after it."""

    number: str
    title: str
    paragraphs: tuple[str, ...]
    examples: tuple[str, ...]

    @property
    def text(self) -> str:
        return self.title or "\n".join(self.paragraphs)

    @property
    def section(self) -> int:
        """The numbered section (1-9) the rule is in: 613.8a is in section 6."""
        return int(self.number[0])

    @property
    def parent(self) -> str | None:
        """613.8a -> 613.8 -> 613 -> None."""
        if "." not in self.number:
            return None
        head, tail = self.number.split(".")
        return f"{head}.{tail.rstrip(_SUBRULE_LETTERS)}" if tail[-1].isalpha() else head

    def lines(self) -> list[str]:
        """The rule as the source prints it (its number, text and examples)."""
        label = self.number if self.number[-1].isalpha() else f"{self.number}."
        first, *rest = (self.title,) if self.title else self.paragraphs
        return [f"{label} {first}", *(f"     {p}" for p in rest),
                *(f"{_EXAMPLE}{e}" for e in self.examples)]


@dataclass(frozen=True, slots=True)
class GlossaryEntry:
    """A glossary term and its definition (numbered senses are separate paragraphs)."""

    term: str
    paragraphs: tuple[str, ...]

    @property
    def text(self) -> str:
        return "\n".join(self.paragraphs)


@dataclass(frozen=True, slots=True)
class RulesDocument:
    """The whole document: `rules` in document order, the `glossary`, and the edition."""

    source: str
    effective: str
    sha256: str
    intro: tuple[str, ...]
    rules: tuple[Rule, ...]
    glossary: tuple[GlossaryEntry, ...]
    credits: tuple[str, ...]
    sections: tuple[tuple[int, str], ...]
    _index: dict[str, int] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_index", {rule.number: i for i, rule in enumerate(self.rules)})

    def _position(self, number: str) -> int | None:
        return self._index.get(number)

    def get(self, number: str) -> Rule:
        """The rule `number` ("613.8", "613.8a", "613"; a trailing period is ignored)."""
        wanted = number.strip().rstrip(".")
        position = self._position(wanted)
        if position is None:
            raise UnknownRuleError(self._unknown_message(number))
        return self.rules[position]

    def __contains__(self, number: object) -> bool:
        return isinstance(number, str) and self._position(number.strip().rstrip(".")) is not None

    def subrules(self, number: str) -> tuple[Rule, ...]:
        """Every rule below `number`, in order: 613.8 -> 613.8a, 613.8b, 613.8c."""
        rule = self.get(number)
        start = self._position(rule.number)
        assert start is not None
        out: list[Rule] = []
        for candidate in self.rules[start + 1:]:
            if not is_below(candidate.number, rule.number):
                break
            out.append(candidate)
        return tuple(out)

    def in_section(self, section: int) -> Iterator[Rule]:
        return (rule for rule in self.rules if rule.section == section)

    def _unknown_message(self, number: str) -> str:
        try:
            key = rule_sort_key(number.strip().rstrip("."))
        except UnknownRuleError as exc:
            return f"no rule {number!r} in the Comprehensive Rules ({self.effective}): {exc}"
        # the nearest existing rules before and after, in document order
        before = [r.number for r in self.rules if rule_sort_key(r.number) < key][-1:]
        after = [r.number for r in self.rules if rule_sort_key(r.number) > key][:1]
        near = " and ".join(before + after)
        return (f"no rule {number.strip()} in the Comprehensive Rules ({self.effective})"
                + (f"; the nearest are {near}" if near else ""))

    def lines(self) -> list[str]:
        """The document's non-blank lines as the source prints them (rule labels made regular:
        "606.5." and "119.1d")."""
        out = list(self.intro)
        titles, section = dict(self.sections), 0
        for rule in self.rules:
            if rule.section != section:
                section = rule.section
                out.append(f"{section}. {titles[section]}")
            out.extend(rule.lines())
        out.append("Glossary")
        for entry in self.glossary:
            out.extend((entry.term, *entry.paragraphs))
        out.append("Credits")
        out.extend(self.credits)
        return out

    # -- the bundled file ------------------------------------------------------------------

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FILE_FORMAT, "version": FILE_VERSION, "source": self.source,
            "effective": self.effective, "sha256": self.sha256,
            "sections": [list(s) for s in self.sections], "intro": list(self.intro),
            "rules": [[r.number, r.title, list(r.paragraphs), list(r.examples)] for r in self.rules],
            "glossary": [[g.term, list(g.paragraphs)] for g in self.glossary],
            "credits": list(self.credits),
        }

    def save(self, path: Path) -> None:
        """Write the bundled form (deterministic: the same document gives the same bytes)."""
        text = json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))
        path.write_bytes(lzma.compress(text.encode("utf-8"), preset=9 | lzma.PRESET_EXTREME))

    @classmethod
    def load(cls, path: Path | Any) -> RulesDocument:
        """Read the bundled form from a path or an importlib resource."""
        try:
            data = json.loads(lzma.decompress(path.read_bytes()).decode("utf-8"))
        except (OSError, lzma.LZMAError, ValueError) as exc:
            raise RulesDataError(f"{path}: can't read the bundled rules: {exc}") from exc
        if not isinstance(data, dict) or data.get("format") != FILE_FORMAT \
                or data.get("version") != FILE_VERSION:
            raise RulesDataError(f"{path}: not a {FILE_FORMAT} file of version {FILE_VERSION}")
        return cls(
            source=data["source"], effective=data["effective"], sha256=data["sha256"],
            intro=tuple(data["intro"]), credits=tuple(data["credits"]),
            sections=tuple((int(n), t) for n, t in data["sections"]),
            rules=tuple(Rule(n, t, tuple(p), tuple(e)) for n, t, p, e in data["rules"]),
            glossary=tuple(GlossaryEntry(t, tuple(p)) for t, p in data["glossary"]),
        )


def is_below(number: str, ancestor: str) -> bool:
    """Whether rule `number` is under `ancestor`: 613.8a under 613.8 and 613, not 613.8b."""
    if "." not in ancestor:
        return number.startswith(f"{ancestor}.")
    return number != ancestor and number.rstrip(_SUBRULE_LETTERS) == ancestor


def parse_rules_text(text: str, source: str) -> RulesDocument:
    """Parse the Comprehensive Rules text: the numbered rules (from "1. Game Concepts" after
    the contents to "Glossary"), the glossary (blocks of a term and its paragraphs) and the
    credits. Raises `RulesDataError` naming the line on anything it does not recognise."""
    lines = [line.rstrip() for line in text.lstrip("\ufeff").splitlines()]
    starts = [i for i, line in enumerate(lines) if line == "1. Game Concepts"]
    glossary_at = [i for i, line in enumerate(lines) if line == "Glossary"]
    credits_at = [i for i, line in enumerate(lines) if line == "Credits"]
    if len(starts) < 2 or len(glossary_at) < 2 or len(credits_at) < 2:
        raise RulesDataError(f"{source}: no contents followed by rules, a glossary and credits")
    body_start, glossary_start, credits_start = starts[1], glossary_at[-1], credits_at[-1]
    dates = [m[1] for line in lines if (m := _EFFECTIVE.match(line))]
    effective = f"effective {dates[0]}" if dates else source
    sections: list[tuple[int, str]] = []
    rules: list[Rule] = []
    for i in range(body_start, glossary_start):
        line = lines[i]
        if not line.strip():
            continue
        if match := _SECTION_LINE.match(line):
            sections.append((int(match["number"]), match["text"]))
        elif match := _RULE_LINE.match(line):
            number = match["number"]
            is_heading = "." not in number
            rules.append(Rule(number, match["text"] if is_heading else "",
                              () if is_heading else (match["text"],), ()))
        elif rules and line.startswith(_EXAMPLE):
            last = rules[-1]
            rules[-1] = Rule(last.number, last.title, last.paragraphs,
                             (*last.examples, line[len(_EXAMPLE):]))
        elif rules and line.startswith(" ") and not rules[-1].examples:
            last = rules[-1]
            rules[-1] = Rule(last.number, last.title, (*last.paragraphs, line.strip()), ())
        else:
            raise RulesDataError(f"{source}, line {i + 1}: not a rule, example or section: {line!r}")
    return RulesDocument(
        source=source, effective=effective,
        sha256=hashlib.sha256(text.encode("utf-8")).hexdigest(),
        intro=tuple(line for line in lines[:body_start] if line.strip()),
        rules=tuple(rules), glossary=_parse_glossary(lines[glossary_start + 1:credits_start]),
        credits=tuple(line for line in lines[credits_start + 1:] if line.strip()),
        sections=tuple(sections),
    )


def _parse_glossary(lines: list[str]) -> tuple[GlossaryEntry, ...]:
    entries: list[GlossaryEntry] = []
    block: list[str] = []
    for line in [*lines, ""]:
        if line.strip():
            block.append(line)
        elif block:
            entries.append(GlossaryEntry(block[0], tuple(block[1:])))
            block = []
    return tuple(entries)
