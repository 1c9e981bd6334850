"""Graft (702.58): "Graft N" means "This permanent enters with N +1/+1 counters on it"
(614.1c) and "Whenever another creature enters, if this permanent has a +1/+1 counter on
it, you may move a +1/+1 counter from this permanent onto that creature." (603.4: the "if"
is checked as it triggers and as it resolves). Each instance works separately (702.58b)."""

from __future__ import annotations

from manastack.rules.abilities import ReplacementAbility, TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.counter_keywords import enters_with_counters
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

PLUS_ONE = "+1/+1"


def graft(n: int) -> tuple[ReplacementAbility, TriggeredAbility]:
    """702.58a: the replacement effect and the "may" trigger of "Graft N"."""
    text = f"Graft {n}"

    def another_creature_enters(state: GameState, event: Event, source: GameObject) -> bool:
        if not isinstance(event, ZoneMove) or event.to_zone != "battlefield" or \
                event.new_id is None or event.new_id == source.id:
            return False
        return event.new_id in state.objects and characteristics(state, event.new_id).is_creature

    def has_counter(state: GameState, source: GameObject) -> bool:
        return source.counters.get(PLUS_ONE, 0) > 0

    def move_counter(ctx: Ctx, r: Resolving) -> None:
        s = ctx.state
        entered = r.event.get("new_id")
        here = s.get(r.source)
        there = s.get(int(entered)) if entered is not None else None
        # 122.5: no move unless both are still on the battlefield (400.7) and this one
        # still has a +1/+1 counter.
        if here is None or there is None or here.zone != "battlefield" or \
                there.zone != "battlefield" or here.counters.get(PLUS_ONE, 0) < 1:
            ctx.log("122.5", f"{text}: the counter can't be moved")
            return
        ctx.remove_counters(here.id, PLUS_ONE, 1)
        ctx.add_counters(there.id, PLUS_ONE, 1)

    return (enters_with_counters(text, PLUS_ONE, n),
            TriggeredAbility(text, another_creature_enters, move_counter,
                             intervening_if=has_counter, optional=True))
