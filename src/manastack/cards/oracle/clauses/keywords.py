"""Keyword abilities (702): a line of keywords, equip, enchant, prowess.

The grammar is `keywords.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import (
    AbilityIR,
    Desc,
    desc_allows,
    tokens_of,
)
from manastack.rules.mana import ManaCost


class KeywordClauses:
    """The transformer methods of keywords.lark."""

    def keyword_line(self, c: list[Any]) -> AbilityIR:
        words = tuple(x for x in c if isinstance(x, str))
        extras = tuple(x for x in c if not isinstance(x, str))
        return AbilityIR("keywords", keywords=words, extras=extras)

    def simple_keyword(self, c: list[Any]) -> str:
        return " ".join(tokens_of(c))

    def equip(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("equip", str(cost))

    def enchant(self, c: list[Any]) -> tuple[str, Any]:
        desc: Desc = c[0]
        return ("enchant", sem.target_spec(f"enchant {desc.text}", desc_allows(desc)))

    def prowess(self, c: list[Any]) -> tuple[str, Any]:
        return ("prowess", None)
