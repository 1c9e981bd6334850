"""Ninjutsu (702.49a): "Ninjutsu [cost]" compiles to the activated ability `rules.ninjutsu`
builds (from the hand, 113.6). The grammar is `ninjutsu.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.mana import ManaCost
from manastack.rules.ninjutsu import ninjutsu


class NinjutsuClauses:
    """The transformer methods of ninjutsu.lark."""

    def ninjutsu(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        if cost.x_count:
            raise Unsupported("ninjutsu {X}")
        return ("ability", ninjutsu(cost))
