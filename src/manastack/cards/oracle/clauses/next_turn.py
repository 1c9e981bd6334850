"""Effects "until your next turn" (611.2a). The grammar is `next_turn.lark` beside this
file; the effect ends as `rules/next_turn.py` says."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.clauses.animate import Becomes
from manastack.cards.oracle.forms import Modify
from manastack.rules.next_turn import UNTIL_YOUR_NEXT_TURN


class NextTurnClauses:
    """The transformer methods of next_turn.lark."""

    # static.py's method, mixed into the same transformer (OracleTransformer).
    modify: Callable[[list[Any]], Modify]

    def modify_until_your_next_turn(self, c: list[Any]) -> Modify:
        return self.modify([*c, ("duration", UNTIL_YOUR_NEXT_TURN)])

    def until_your_next_turn(self, c: list[Any]) -> tuple[str, str]:
        return ("duration", UNTIL_YOUR_NEXT_TURN)

    def until_your_next_turn_becomes(self, c: list[Any]) -> Becomes:
        return Becomes(c[0], c[1], "still" in c[2:], duration=UNTIL_YOUR_NEXT_TURN)
