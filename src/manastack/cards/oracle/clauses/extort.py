"""Extort (702.101a) and "the [total] life lost this way" (119.3). The grammar is
`extort.lark` beside this file.

Extort compiles to its defining sentence, a triggered ability labelled "Extort"
(`keyword_meanings`' way). "The life lost this way" reads the total the resolution's earlier
"loses N life" instructions really took (`semantics.LIFE_LOST`, written as each loss
happens: a replacement effect that changes the loss changes it too).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import LIFE_LOST, Amount
from manastack.rules.context import Ctx, Resolving

EXTORT = ("Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1 "
          "life and you gain life equal to the total life lost this way.")


def _life_lost(ctx: Ctx, r: Resolving) -> int:
    return int(r.event.get(LIFE_LOST, 0))


class ExtortClauses:
    """The transformer methods of extort.lark."""

    def extort(self, c: list[Any]) -> tuple[str, tuple[str, str, str | None]]:
        """702.101a."""
        return ("meaning", ("Extort", EXTORT, None))

    def life_lost_this_way(self, c: list[Any]) -> Amount:
        return Amount(count=_life_lost)
