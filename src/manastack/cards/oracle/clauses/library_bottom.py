"""Putting permanents on the bottom of their owners' libraries (401.4) and "its toughness"
(608.2h). The grammar is `library_bottom.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.effects import _move_each
from manastack.cards.oracle.clauses.references import possessed_pt
from manastack.cards.oracle.semantics import Amount, Node


class LibraryBottomClauses:
    """The transformer methods of library_bottom.lark."""

    def put_on_library_bottom(self, c: list[Any]) -> Node:
        return _move_each(c[0], "library", "put", "bottom")       # 401.4

    def count_toughness(self, c: list[Any]) -> Amount:
        """"its toughness" or "~'s toughness" (608.2h)."""
        return possessed_pt(c[0], "toughness")
