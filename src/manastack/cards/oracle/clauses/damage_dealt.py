"""Damage a permanent deals, as a trigger (603.2, 120.3), and "that much" (the damage the
triggering event dealt). The grammar is `damage_dealt.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.cards.oracle.semantics import Amount, Builder, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Damage, Event
from manastack.rules.state import GameObject, GameState


class DamageDealtClauses:
    """The transformer methods of damage_dealt.lark."""

    def deals_damage_self_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            # 120.3: damage dealt to a player, a creature, a planeswalker or a battle; a
            # prevented event is never performed (615.1), so it doesn't trigger.
            return isinstance(event, Damage) and event.source == source.id and event.amount > 0
        # "that much": the damage dealt (120.3, 603.2).
        return TriggerIR(check, event_amount=True)

    def deals_damage_player_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Damage) and event.source == source.id and \
                event.target < 0 and event.amount > 0          # 120.3a
        # "that player" is the player dealt damage; "that much" its amount (120.3, 603.2).
        return TriggerIR(check, event_player_key="target", event_amount=True)

    def amount_that_much(self, c: list[Any]) -> Amount:
        def count(ctx: Ctx, r: Resolving) -> int:
            # The amount of the event the ability triggered on (603.2, 608.2h).
            amount = r.event.get("amount")
            return amount if isinstance(amount, int) else 0

        def bind(b: Builder) -> Amount:
            if not b.event_amount:
                raise Unsupported("'that much' without a trigger event that has an amount")
            return Amount(count=count)
        return Amount(binder=bind)
