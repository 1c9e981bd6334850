"""Bushido (702.45a): "Bushido N" compiles to the triggered ability the rules give it
(`compiler.assemble`'s "meaning" extras, labelled with the keyword); each instance triggers
separately (702.45b). The grammar is `bushido.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import BlockerDeclared, Event
from manastack.rules.state import GameObject, GameState

MeaningValue = tuple[str, tuple[str, str, str | None]]


class BushidoClauses:
    """The transformer methods of bushido.lark."""

    def bushido(self, c: list[Any]) -> MeaningValue:
        """702.45a."""
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return (
            "meaning",
            (
                f"Bushido {n}",
                f"Whenever this creature blocks or becomes blocked, it gets +{n}/+{n} until end of turn.",
                None,
            ),
        )

    def blocks_or_blocked_self_trigger(self, c: list[Any]) -> TriggerIR:
        """509.3a, 509.3c: once each combat as it blocks or becomes blocked, on the first
        `BlockerDeclared` event naming it (509.1i: one event per block)."""

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, BlockerDeclared):
                return False
            combat = state.combat
            if event.obj == source.id:
                return combat is None or combat.blocking(source.id)[:1] == (event.attacker,)
            if event.attacker == source.id:
                return combat is None or combat.blockers_of(source.id)[:1] == (event.obj,)
            return False

        return TriggerIR(check)
