"""The pinned Comprehensive Rules, bundled with the package: look a rule up, search the
rules and the glossary, and find the rules a line of text cites.

    >>> from manastack.comprules import lookup
    >>> lookup("613.8").text.startswith("Within a layer or sublayer")
    True

The data (``data/comprules.json.xz``) is built from the pinned text by
``scripts/build_comprules.py`` and read on first use. (`manastack.rules` is the engine; this
package is the document it cites.)
"""

from __future__ import annotations

import re
import threading
from dataclasses import dataclass
from importlib import resources

from manastack.comprules.citations import cited_rules
from manastack.comprules.document import (
    GlossaryEntry,
    Rule,
    RulesDataError,
    RulesDocument,
    UnknownRuleError,
)

__all__ = [
    "GlossaryEntry",
    "Rule",
    "RulesDataError",
    "RulesDocument",
    "SearchHit",
    "UnknownRuleError",
    "cited_rules",
    "default_rules",
    "lookup",
    "search",
]

_DATA = "data/comprules.json.xz"
_lock = threading.Lock()
_default: RulesDocument | None = None


def default_rules() -> RulesDocument:
    """The bundled pinned edition (read once)."""
    global _default
    with _lock:
        if _default is None:
            _default = RulesDocument.load(resources.files("manastack.comprules").joinpath(_DATA))
        return _default


def lookup(number: str) -> Rule:
    """The rule `number` of the pinned edition; `UnknownRuleError` names the nearest ones."""
    return default_rules().get(number)


@dataclass(frozen=True, slots=True)
class SearchHit:
    """A rule or glossary entry that matches a search; `key` is its number or term."""

    kind: str             # "rule" or "glossary"
    key: str
    text: str
    score: float


_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'"})
_WORD = re.compile(r"[a-z0-9]+(?:'[a-z]+)?")
MAX_QUERY = 200


def normalize(text: str) -> str:
    """Lower case with straight quotes, as searches compare text."""
    return text.translate(_QUOTES).lower()


def search(query: str, limit: int = 20, document: RulesDocument | None = None) -> list[SearchHit]:
    """Rules and glossary entries containing every word of `query` (words match at word
    starts: "produce" finds "produces"), best first: the whole phrase, a glossary term that
    is the phrase, and how often the phrase occurs count most; ties keep document order."""
    document = document or default_rules()
    phrase = " ".join(_WORD.findall(normalize(query[:MAX_QUERY])))
    if not phrase:
        return []
    words = [re.compile(rf"\b{re.escape(w)}") for w in dict.fromkeys(phrase.split())]
    hits: list[tuple[float, int, SearchHit]] = []
    entries: list[tuple[str, str, str, str]] = [
        ("rule", r.number, r.text, " ".join((r.text, *r.examples))) for r in document.rules]
    entries += [("glossary", g.term, g.text, f"{g.term} {g.text}") for g in document.glossary]
    for order, (kind, key, text, haystack) in enumerate(entries):
        hay = " ".join(_WORD.findall(normalize(haystack)))
        if not all(w.search(hay) for w in words):
            continue
        score = 1.0 + min(len(re.findall(rf"\b{re.escape(phrase)}", hay)), 3) * 3.0
        if kind == "glossary":
            term = " ".join(_WORD.findall(normalize(key)))
            score += 12.0 if term == phrase else 4.0 if phrase in term else 0.0
        score -= len(hay) / 10_000      # of equal matches, the shorter says it more plainly
        hits.append((-score, order, SearchHit(kind, key, text, round(score, 3))))
    hits.sort(key=lambda h: (h[0], h[1]))
    return [hit for _, _, hit in hits[:max(limit, 0)]]
