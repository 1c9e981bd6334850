"""Persist (702.79a) and undying (702.93a): each keyword is its triggered ability, made by
`rules.persist.returns_with_a_counter` (labelled with the keyword, as the audit reads it).

The grammar is `persist.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.persist import PERSIST, UNDYING, returns_with_a_counter


class PersistClauses:
    """The transformer methods of persist.lark."""

    def persist(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", returns_with_a_counter(PERSIST))

    def undying(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", returns_with_a_counter(UNDYING))
