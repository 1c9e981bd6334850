"""A duration written first (611.2a): "Until end of turn, [objects] [modification]." means
what "[objects] [modification] until end of turn" does. The grammar is `durations.lark`
beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import Modify


class DurationClauses:
    """The transformer methods of durations.lark."""

    # static.py's method, mixed into the same transformer (OracleTransformer).
    modify: Callable[[list[Any]], Modify]

    def modify_until_end_of_turn(self, c: list[Any]) -> Modify:
        return self.modify([*c, ("duration", "end of turn")])
