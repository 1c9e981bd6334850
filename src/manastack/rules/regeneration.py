"""Regeneration (701.19, 614.8): a regeneration shield, and "can't be regenerated".

"Regenerate [permanent]" of a resolving spell or ability creates a replacement effect: the
next time the permanent would be destroyed this turn, instead all damage marked on it is
removed, its controller taps it and, if it's attacking or blocking, it's removed from
combat (701.19a). Each shield is a plain `EffectRecord` (op `SHIELD_OP`, the permanent in
`affected`, lasting until end of turn, 514.2) that the replacement removes as it applies,
so it replaces one destruction only. A destruction that says the permanent "can't be
regenerated" (`Destroy.regenerate` False), or of a permanent that "can't be regenerated
this turn" (a record of op `UNREGENERABLE_OP`), is not replaced by any shield (701.19c).
"""

from __future__ import annotations

from manastack.rules import context as _context
from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx
from manastack.rules.events import Destroy, Event
from manastack.rules.layers import OPERATIONS
from manastack.rules.state import EffectRecord, GameObject, GameState

SHIELD_OP = "regeneration shield"
# A shield changes no characteristics; its record only says which permanent it protects.
OPERATIONS.setdefault(SHIELD_OP, (SHIELD_OP, lambda c, params: None))
UNREGENERABLE_OP = "can't be regenerated"
OPERATIONS.setdefault(UNREGENERABLE_OP, (UNREGENERABLE_OP, lambda c, params: None))


def regenerate(ctx: Ctx, oid: int, source: int | None, controller: int) -> None:
    """701.19a: give the permanent `oid` a regeneration shield until end of turn."""
    s = ctx.state
    obj = s.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    record = EffectRecord(SHIELD_OP, (), SHIELD_OP, s.new_timestamp(), (oid,), "end of turn",
                          source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    ctx.log("701.19a", f"{ctx.name(oid)} gets a regeneration shield")


def cant_be_regenerated_this_turn(ctx: Ctx, oid: int, source: int | None,
                                  controller: int) -> None:
    """701.19c: "[it] can't be regenerated this turn": no shield replaces its destruction
    until end of turn (a record like a shield's, 514.2)."""
    s = ctx.state
    record = EffectRecord(UNREGENERABLE_OP, (), UNREGENERABLE_OP, s.new_timestamp(), (oid,),
                          "end of turn", source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    ctx.log("701.19c", f"{ctx.name(oid)} can't be regenerated this turn")


def _unregenerable(state: GameState, oid: int) -> bool:
    return any(r.op == UNREGENERABLE_OP and r.affected == (oid,) for r in state.effects)


def _shields(state: GameState, oid: int) -> list[EffectRecord]:
    return [r for r in state.effects if r.op == SHIELD_OP and r.affected == (oid,)]


def _applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Destroy) and event.obj == source.id and event.regenerate \
        and bool(_shields(state, source.id)) and not _unregenerable(state, source.id)


def _replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """701.19a: instead of being destroyed, the permanent is regenerated; the shield is
    used up (the earliest one, if it has several)."""
    assert isinstance(event, Destroy)
    s = ctx.state
    used = _shields(s, event.obj)[0]
    s.effects = tuple(r for r in s.effects if r is not used)
    w = s.obj_w(event.obj)
    w.damage = 0
    w.deathtouched = False
    s.touch()
    ctx.tap(event.obj)
    _context._remove_from_combat(s, event.obj)
    s.touch()
    ctx.log("701.19a", f"{ctx.name(event.obj)} regenerates: its damage is removed, it is "
            "tapped and removed from combat")
    return None


REGENERATION = ReplacementAbility("Regenerate", _applies, _replace)


def _regeneration_shields(state: GameState, event: Event
                          ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    """614.8: the shields on the permanent an event would destroy, one replacement effect
    for all of them (each destruction uses one)."""
    if not isinstance(event, Destroy) or not state.effects:
        return []
    obj = state.get(event.obj)
    if obj is None or not _applies(state, event, obj):
        return []
    return [((event.obj, -1), REGENERATION, obj)]


if _regeneration_shields not in _context.RULE_REPLACEMENTS:
    _context.RULE_REPLACEMENTS.append(_regeneration_shields)
