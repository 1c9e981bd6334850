"""A permanent dealt damage (120.3, 603.2): the trigger on each Damage event dealt to the
source, and "that many" (the amount of the event that triggered the ability, kept
with it), allowed only in an ability whose trigger records an amount.

The grammar is `damage_triggers.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.cards.oracle.semantics import Amount, Builder, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Damage, Event
from manastack.rules.state import GameObject, GameState


def _event_amount(ctx: Ctx, r: Resolving) -> int:
    return int(r.event.get("amount", 0))


def _bind_that_many(b: Builder) -> Amount:
    if not b.event_amount:
        raise Unsupported("'that many' without a trigger event that has an amount")
    return Amount(count=_event_amount)


class DamageTriggerClauses:
    """The transformer methods of damage_triggers.lark."""

    def dealt_damage_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Damage) and event.target == source.id and event.amount > 0
        return TriggerIR(check, event_amount=True)

    def that_many(self, c: list[Any]) -> Amount:
        return Amount(binder=_bind_that_many)
