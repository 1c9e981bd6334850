"""Scavenge (702.97a): the keyword is its activated ability, made by `rules.scavenge.scavenge`
(its text the keyword's, as the audit reads it).

The grammar is `scavenge.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.mana import ManaCost
from manastack.rules.scavenge import scavenge


class ScavengeClauses:
    """The transformer methods of scavenge.lark."""

    def scavenge(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("ability", scavenge(cost))
