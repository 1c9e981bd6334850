"""State triggers (603.8): "When you control no Islands, sacrifice this creature."

A state-triggered ability triggers as soon as the game state matches its condition, not on
an event (`TriggeredAbility.state`, its `trigger` never true). The engine looks each time
before a player would receive priority, after state-based actions (`turns.settle`): no
player can act between a change and that check, so the ability goes on the stack at the
next available opportunity, as 603.8 says. It doesn't trigger again while it is waiting to
be put on the stack or is on the stack; once it has left the stack (resolved, countered or
removed), it triggers again if its source is still there and the condition still holds.
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx
from manastack.rules.granted import ability_key
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState, PendingTrigger

__all__ = ["check"]

_Watch = tuple[tuple[int, int, TriggeredAbility], ...]


def _sources(state: GameState) -> _Watch:
    objects = state.objects
    return tuple((oid, i, a) for oid in state.battlefield for i, a in objects[oid].card.triggers
                 if a.state is not None and "battlefield" in a.zones)


def check(ctx: Ctx) -> None:
    """603.8: the state-triggered abilities of permanents whose condition holds now and that
    haven't triggered already (pending, or on the stack)."""
    s = ctx.state
    watch: _Watch = s.zone_memo("state triggers", s.battlefield, _sources, s)
    if not watch:
        return
    found: list[PendingTrigger] = []
    for oid, index, ability in watch:
        source = s.objects[oid]
        assert ability.state is not None
        if not ability.state(s, source):
            continue
        key = ability_key(source.card.name, index, ability)
        if any(t.source == oid and t.ability_key == key for t in s.pending_triggers) or any(
                (o := s.objects[x]).kind == "ability" and o.source == oid and o.ability_key == key
                for x in s.stack):
            continue        # 603.8: not again until it has left the stack
        ctx.log("603.8", f"{ctx.name(oid)}: the game state matches \"{ability.text}\"",
                source.card.name)
        found.append(PendingTrigger(key, oid, characteristics(s, oid).controller, (),
                                    len(s.pending_triggers) + len(found)))
    if found:
        s.pending_triggers = s.pending_triggers + tuple(found)
