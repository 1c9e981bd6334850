"""Fading (702.32a), vanishing (702.63a-b), modular (702.43a), fabricate (702.123a), riot
(702.136a) and unleash (702.98a): "Fading N", "Vanishing [N]", "Modular N", "Fabricate N",
"Riot" and "Unleash" compile to the abilities `rules.counter_keywords` builds.

The grammar is `counter_keywords.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.tokens import fixed_token
from manastack.rules.counter_keywords import fabricate, fading, modular, riot, unleash, vanishing


class CounterKeywordClauses:
    """The transformer methods of fading.lark."""

    def fading(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", fading(n))

    def vanishing(self, c: list[Any]) -> tuple[str, Any]:
        n = next((int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"), None)
        return ("ability", vanishing(n))

    def modular(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", modular(n))

    def fabricate(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        servo = fixed_token("1/1", (), ("Artifact", "Creature"), ("Servo",), ())   # 702.123a
        return ("ability", fabricate(n, servo))

    def riot(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", riot())

    def unleash(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", unleash())
