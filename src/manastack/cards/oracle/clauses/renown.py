"""Renown (702.112) in Oracle text: "Renown N" (702.112a), "When this creature becomes
renowned, ...", "Whenever a creature you control becomes renowned, ...", "if it's renowned"
and "As long as this creature is renowned, ..." (702.112b).

The grammar is `renown.lark` beside this file; the rules are `rules/renown.py`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.as_long_as import while_designated
from manastack.cards.oracle.forms import AbilityIR, Condition, Desc, TriggerIR
from manastack.rules.events import Event
from manastack.rules.renown import BecameRenowned, became_renowned_self, is_renowned, renown
from manastack.rules.state import GameObject, GameState


class RenownClauses:
    """The transformer methods of renown.lark."""

    def renown(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", renown(n))

    def becomes_renowned_trigger(self, c: list[Any]) -> TriggerIR:
        return TriggerIR(became_renowned_self)

    def creature_becomes_renowned_trigger(self, c: list[Any]) -> TriggerIR:
        """603.2: a permanent of the description (judged as it becomes renowned) does."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        flt = desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, BecameRenowned) and flt.matches(
                state, event.obj, source.controller, source.id
            )

        return TriggerIR(check, about_self=False)

    def renowned_condition(self, c: list[Any]) -> Condition:
        return _RENOWNED_SELF

    def renowned_it_static(self, c: list[Any]) -> AbilityIR:
        """611.3a: a static ability of the permanent while it is renowned."""
        return while_designated(c, _RENOWNED_SELF)


def _renowned_self(state: GameState, you: int, source: int) -> bool:
    """702.112b: a designation, not a characteristic, so the layers may read it (613)."""
    return is_renowned(state, source)


_RENOWNED_SELF = Condition(_renowned_self, "this permanent is renowned", about_it=True)
