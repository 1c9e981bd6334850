""""Activate only once each turn." (602.5b): the restriction is kept as "once each turn" and
the compiler sets `ActivatedAbility.once_per_turn`; `rules/once_each_turn.py` enforces it.
The grammar is `once_each_turn.lark` beside this file."""

from __future__ import annotations

from typing import Any


class OnceEachTurnClauses:
    """The transformer methods of once_each_turn.lark."""

    def activate_once_each_turn(self, c: list[Any]) -> str:
        return "once each turn"
