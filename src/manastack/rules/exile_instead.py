""""If that creature would die this turn, exile it instead." (614.1a, 700.4): a replacement
effect a resolving spell or ability creates for the rest of the turn.

Each is a plain `EffectRecord` (op `EXILE_INSTEAD_OP`, the permanent in `affected`,
lasting until end of turn, 514.2); while one names a permanent, that permanent being put
into a graveyard from the battlefield (dying, 700.4) is replaced by its being exiled. The
record names the permanent as it was when the effect began: once it has changed zones it
is a new object (400.7) the effect doesn't apply to.
"""

from __future__ import annotations

from dataclasses import replace

from manastack.rules import context as _context
from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx
from manastack.rules.events import Event, ZoneMove
from manastack.rules.layers import OPERATIONS
from manastack.rules.state import EffectRecord, GameObject, GameState

EXILE_INSTEAD_OP = "exiled instead of dying"
# The record changes no characteristics; it only says which permanent it applies to.
OPERATIONS.setdefault(EXILE_INSTEAD_OP, (EXILE_INSTEAD_OP, lambda c, params: None))
_KEY = -4       # the index in this effect's key (614.5: once per event); see prevention.py


def exile_if_it_would_die(ctx: Ctx, oid: int, source: int | None, controller: int) -> None:
    """614.1a: until end of turn, if the permanent `oid` would die, it is exiled instead."""
    s = ctx.state
    obj = s.get(oid)
    if obj is None or obj.zone != "battlefield":
        return
    record = EffectRecord(EXILE_INSTEAD_OP, (), EXILE_INSTEAD_OP, s.new_timestamp(), (oid,),
                          "end of turn", source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    ctx.log("614.1a", f"if {ctx.name(oid)} would die this turn, it is exiled instead")


def _applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.obj == source.id and \
        event.to_zone == "graveyard" and source.zone == "battlefield" and \
        any(r.op == EXILE_INSTEAD_OP and r.affected == (source.id,) for r in state.effects)


def _exile(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    assert isinstance(event, ZoneMove)
    ctx.log("614.1a", f"{ctx.name(event.obj)} would die; it is exiled instead")
    return replace(event, to_zone="exile")


EXILE_INSTEAD = ReplacementAbility("If it would die this turn, exile it instead", _applies,
                                   _exile)


def _exile_instead(state: GameState, event: Event
                   ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard" or not state.effects:
        return []
    obj = state.get(event.obj)
    if obj is None or not _applies(state, event, obj):
        return []
    return [((event.obj, _KEY), EXILE_INSTEAD, obj)]


if _exile_instead not in _context.RULE_REPLACEMENTS:
    _context.RULE_REPLACEMENTS.append(_exile_instead)
