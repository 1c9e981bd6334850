"""Rule numbers cited in text: "613.8a", "601.2g-h", "107.5-107.6", "106.10-11".

Only dotted numbers count (a bare "613" is too often just a number). A range is expanded to
the rules of the document between its ends at the same level, so "601.2a-i" is 601.2a ...
601.2i and "107.5-107.6" is 107.5 and 107.6 (not their subrules); numbers the document does
not have are dropped.
"""

from __future__ import annotations

import re

from manastack.comprules.document import RulesDocument, rule_sort_key

__all__ = ["CITATION", "cited_rules"]

_LETTERS = "abcdefghijklmnopqrstuvwxyz"

CITATION = re.compile(
    r"(?<![\d.])(?P<start>[1-9]\d{2}\.\d+[a-z]?)"
    r"(?:[-–](?P<end>(?:[1-9]\d{2}\.)?\d+[a-z]?|[a-z]))?(?![\d.]\d)")


def cited_rules(text: str, document: RulesDocument) -> list[str]:
    """The rules `text` cites, in the order of first citation, each once."""
    out: dict[str, None] = {}
    for match in CITATION.finditer(text):
        for number in _expand(match["start"], match["end"], document):
            out.setdefault(number)
    return list(out)


def _expand(start: str, end: str | None, document: RulesDocument) -> list[str]:
    if start not in document:
        return []
    if end is None:
        return [start]
    if end.isalpha():                                       # 601.2a-i
        end = start.rstrip(_LETTERS) + end
    elif "." not in end:                                    # 106.10-11, 613.4b-4c
        end = f"{start.split('.')[0]}.{end}"
    if end not in document or rule_sort_key(end) <= rule_sort_key(start):
        return [start]
    parent = document.get(start).parent
    assert parent is not None
    low, high = rule_sort_key(start), rule_sort_key(end)
    depth = start[-1].isalpha()
    return [rule.number for rule in document.subrules(parent)
            if rule.number[-1].isalpha() == depth and rule.parent == parent
            and low <= rule_sort_key(rule.number) <= high]
