"""Ward (702.21): "Ward [mana cost]" as a keyword of the card, kept with its cost ("ward
{2}") so the rules (rules/ward.py) find it in the permanent's characteristics.

The grammar is `ward.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.mana import ManaCost
from manastack.rules.ward import ward_keyword


class WardClauses:
    """The transformer methods of ward.lark."""

    def ward(self, c: list[Any]) -> str:
        cost: ManaCost = c[-1]
        if cost.x_count:
            raise Unsupported("ward {X} (702.21b)")
        return ward_keyword(cost)
