"""Persist (702.79a) and undying (702.93a): "When this permanent is put into a graveyard from
the battlefield, if it had no -1/-1 (+1/+1) counters on it, return it to the battlefield
under its owner's control with a -1/-1 (+1/+1) counter on it."

The condition is an intervening "if" (603.4), judged on the permanent as it last existed on
the battlefield (603.10a, 608.2h); "it" on resolution is the card the permanent became in
the graveyard (400.7: if that card has left the graveyard, nothing returns).
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState

PERSIST = ("Persist", "-1/-1", "702.79a")
UNDYING = ("Undying", "+1/+1", "702.93a")


def returns_with_a_counter(keyword: tuple[str, str, str]) -> TriggeredAbility:
    """The triggered ability of persist or undying (`PERSIST`, `UNDYING`)."""
    label, counter, rule = keyword

    def put_into_graveyard(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.obj == source.id and \
            event.to_zone == "graveyard" and source.zone == "battlefield"

    def had_none(state: GameState, source: GameObject) -> bool:
        return source.counters.get(counter, 0) == 0

    def returns(ctx: Ctx, r: Resolving) -> None:
        card = r.event.get("new_id")
        obj = ctx.state.get(card) if isinstance(card, int) else None
        if obj is None or obj.zone != "graveyard":
            return          # 400.7: it is a new object once it leaves the graveyard
        ctx.log(rule, f"{ctx.name(obj.id)} returns with a {counter} counter ({label.lower()})")
        ctx.perform(ZoneMove(obj.id, "battlefield", "put", controller=obj.owner,
                             counters=((counter, 1),), rule=rule))
    return TriggeredAbility(label, put_into_graveyard, returns, intervening_if=had_none,
                            look_back=True)
