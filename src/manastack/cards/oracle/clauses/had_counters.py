"""An intervening "if" about the permanent that died (603.4, 603.10a): "if it had a +1/+1
counter on it". The grammar is `had_counters.lark` beside this file."""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.oracle.clauses.more_triggers import died
from manastack.cards.oracle.forms import AbilityIR, CounterKind, TriggerIR
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState


class HadCounterClauses:
    """The transformer methods of had_counters.lark."""

    def triggered_if_it_had_counter(self, c: list[Any]) -> AbilityIR:
        """603.4, 603.10a: the dying permanent as it last existed on the battlefield had
        the counter; that record never changes, so the check as the ability resolves
        gives the same answer as the one as it triggered."""
        trig: TriggerIR = c[0]
        kind: CounterKind = c[1]
        if not trig.look_back:
            raise Unsupported("'if it had ... counter' after a trigger that isn't a dies trigger")
        check = trig.check

        def triggers(state: GameState, event: Event, source: GameObject) -> bool:
            if not check(state, event, source):
                return False
            old = died(state, event)
            return old is not None and old.counters.get(kind.kind, 0) > 0
        return AbilityIR("triggered", items=c[2], trigger=dataclasses.replace(trig, check=triggers))
