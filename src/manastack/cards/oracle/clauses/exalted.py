"""Exalted (702.83) and "attacks alone" triggers (506.5, 702.83b): the keyword compiles to
its meaning, compiled as any other triggered ability (`compiler.assemble`, as in
keyword_meanings.py); each instance is an ability of its own, so each triggers (702.83a).
"[Objects] have exalted" grants `rules.exalted.GRANTED_EXALTED` (613.1f).

The grammar is `exalted.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.exalted import GRANTED_EXALTED, attacks_alone
from manastack.rules.state import GameObject, GameState

EXALTED = "Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn."


class ExaltedClauses:
    """The transformer methods of exalted.lark."""

    def exalted(self, c: list[Any]) -> tuple[str, tuple[str, str, str | None]]:
        """702.83a."""
        return ("meaning", ("Exalted", EXALTED, None))

    def exalted_grant(self, c: list[Any]) -> tuple[str, tuple[Any, ...]]:
        """613.1f: "[objects] have exalted": the granted instance (`rules.exalted`)."""
        return ("granted", (GRANTED_EXALTED,))

    def attacks_alone_trigger(self, c: list[Any]) -> TriggerIR:
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not attacks_alone(state, event):
                return False
            assert isinstance(event, AttackerDeclared)
            if other and event.obj == source.id:
                return False
            return desc.filter.matches(state, event.obj, source.controller, None)

        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def attacks_alone_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return (
                attacks_alone(state, event) and isinstance(event, AttackerDeclared) and event.obj == source.id
            )

        return TriggerIR(check)
