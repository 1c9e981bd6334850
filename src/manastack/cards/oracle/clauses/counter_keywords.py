"""Fading (702.32a) and modular (702.43a): "Fading N" and "Modular N" compile to the
abilities `rules.counter_keywords` builds.

The grammar is `counter_keywords.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.rules.counter_keywords import fading, modular


class CounterKeywordClauses:
    """The transformer methods of fading.lark."""

    def fading(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", fading(n))

    def modular(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", modular(n))
