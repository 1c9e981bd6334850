"""A creature's trigger on attacking with at least N other creatures (508.1, 508.3a; the
battalion ability word, 207.2c). The grammar is `battalion.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.state import GameObject, GameState


class BattalionClauses:
    """The transformer methods of battalion.lark."""

    def attacks_with_others_trigger(self, c: list[Any]) -> TriggerIR:
        others = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            # 508.3a: it triggers as attackers are declared, all of them at once (508.1).
            combat = state.combat
            return isinstance(event, AttackerDeclared) and event.obj == source.id \
                and combat is not None and len(combat.attackers) > others
        return TriggerIR(check)
