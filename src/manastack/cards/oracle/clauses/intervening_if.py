"""The condition "you control no [permanents]", as intervening "if"s use it (603.4: "At the
beginning of the end step, if you control no artifacts, sacrifice this land."; the "if"
itself is conditional_effects.py's). The grammar is `intervening_if.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import Condition, Desc
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


class InterveningIfClauses:
    """The transformer methods of intervening_if.lark."""

    def none_types(self, c: list[Any]) -> tuple[str, Any, str]:
        return ReferenceClauses.type_list(self, c)   # type: ignore[arg-type]

    def control_none(self, c: list[Any]) -> Condition:
        desc: Desc = ReferenceClauses.obj_desc(self, c)   # type: ignore[arg-type]
        flt = desc.filter

        def test(state: GameState, you: int, source: int) -> bool:
            return not any(characteristics(state, oid).controller == you
                           and flt.test(state, characteristics(state, oid), you, source)
                           for oid in state.battlefield)
        return Condition(test, f"you control no {desc.text}")
