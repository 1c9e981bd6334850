"""Ascend and the city's blessing (702.131): the keyword, and "you have the city's blessing"
as a condition (603.4, 602.5b) and as a static ability's condition (611.3a). The grammar is
`ascend.lark` beside this file; the rules are `rules/ascend.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition
from manastack.rules.ascend import ASCEND, ascend_on_resolution, has_citys_blessing
from manastack.rules.state import GameState


class AscendClauses:
    """The transformer methods of ascend.lark."""

    def ascend(self, c: list[Any]) -> tuple[str, Any]:
        """702.131a-b: kept among the card's keywords (rules/ascend.py gives a permanent's its
        meaning); an instant's or sorcery's is also a spell ability, first in its text."""
        return ("keyword rule", (ASCEND, ascend_on_resolution))

    def have_citys_blessing(self, c: list[Any]) -> Condition:
        return _citys_blessing()

    def while_citys_blessing(self, c: list[Any]) -> Condition:
        return _citys_blessing()


def _citys_blessing() -> Condition:
    def test(state: GameState, you: int, source: int) -> bool:
        return has_citys_blessing(state, you)       # 702.131c
    return Condition(test, "you have the city's blessing")
