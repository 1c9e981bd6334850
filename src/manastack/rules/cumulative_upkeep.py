"""Cumulative upkeep (702.24a): "At the beginning of your upkeep, if this permanent is on the
battlefield, put an age counter on this permanent. Then you may pay [cost] for each age
counter on it. If you don't, sacrifice it." The cost is paid whole or not at all (702.24a:
no partial payments); each instance triggers separately and counts all the age counters
(702.24b).
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, StepBegins
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameObject, GameState

AGE = "age"


def cumulative_upkeep(text: str, mana: ManaCost, life: int = 0) -> TriggeredAbility:
    """702.24a: the triggered ability of "Cumulative upkeep [cost]", the cost `mana` and
    `life` life for each age counter."""

    def your_upkeep(state: GameState, event: Event, source: GameObject) -> bool:
        return (
            isinstance(event, StepBegins)
            and event.step == "upkeep"
            and event.active == characteristics(state, source.id).controller
        )

    def on_battlefield(state: GameState, source: GameObject) -> bool:
        obj = state.objects.get(source.id)
        return obj is not None and obj.zone == "battlefield"  # 603.4

    def age_and_pay(ctx: Ctx, r: Resolving) -> None:
        s = ctx.state
        if r.source not in s.battlefield:
            return
        ctx.add_counters(r.source, AGE, 1)
        if r.source not in s.battlefield:
            return
        ages = s.objects[r.source].counters.get(AGE, 0)
        if not _pays(ctx, r.controller, r.source, mana, life, ages):
            ctx.log("702.24a", f"{ctx.name(r.source)}: its cumulative upkeep isn't paid")
            ctx.sacrifice(r.source)

    return TriggeredAbility(text, your_upkeep, age_and_pay, intervening_if=on_battlefield)


def _pays(ctx: Ctx, player: int, source: int, mana: ManaCost, life: int, ages: int) -> bool:
    """702.24a: whether `player` pays the cost once for each of `ages` age counters; only
    one who can pay all of it may (118.3, 119.4)."""
    from manastack.rules.casting import can_pay_mana, pay_mana

    total = ManaCost(())
    for _ in range(ages):
        total = total + mana
    lives = life * ages
    parts = [str(total)] if total.symbols else []
    if lives:
        parts.append(f"{lives} life")
    what = " and ".join(parts) or "nothing"
    s = ctx.state
    if not (can_pay_mana(s, player, total) and s.can_pay_life(player, lives)):
        return False
    if not ctx.may(
        player, f"{ctx.name(source)}: pay {what} for its cumulative upkeep (if you don't, it is sacrificed)?"
    ):
        return False
    if total.symbols:
        pay_mana(ctx, player, total, f"cumulative upkeep {what} for {ctx.name(source)}")
    if lives:
        ctx.lose_life(player, lives, rule="119.4")
    ctx.log("702.24a", f"{ctx.name(-1 - player)} pays {what} for {ctx.name(source)}")
    return True
