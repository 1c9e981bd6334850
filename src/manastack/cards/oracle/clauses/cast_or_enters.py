""""Whenever you cast a [spell] or a [permanent] enters, ..." (603.2): the ability triggers on
either event, once for each (601.2i: a spell cast; 603.6a: a permanent entering). Its effect
names neither event's object. The grammar is `cast_or_enters.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState


class CastOrEntersClauses:
    """The transformer methods of cast_or_enters.lark."""

    def cast_or_enters_trigger(self, c: list[Any]) -> TriggerIR:
        if "another" in c:
            raise Unsupported("'another' in a trigger on two events")
        spell, permanent = c[0], c[1]
        cast = self.cast_trigger([spell])  # type: ignore[attr-defined]
        enters = self.enters_trigger([permanent])  # type: ignore[attr-defined]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return bool(cast.check(state, event, source)) or \
                bool(enters.check(state, event, source))
        return TriggerIR(check, about_self=False)
