"""Prevention effects of resolved spells and abilities (615): "Prevent all damage that would
be dealt to him this turn." (Gideon, Ally of Zendikar), "Prevent all combat damage that
would be dealt this turn." (Fog).

Each effect is a plain `EffectRecord` (op `PREVENT_OP`, lasting until end of turn, 514.2):
its params are whether only combat damage is prevented, the players and objects it
protects (None: every recipient), the permanents of a player it protects as damage is dealt,
and the objects whose damage it prevents (None: any source). A provider of
`context.RULE_REPLACEMENTS` offers it for
each damage event it covers, and the damage is not dealt (615.6). Unlike
a shield of a set amount (rules/prevention_shields.py), it isn't used up: it prevents all such damage
until it ends.
"""

from __future__ import annotations

from manastack.rules import context as _context
from manastack.rules.abilities import PERMANENT_CARD_TYPES, ReplacementAbility, TargetRef
from manastack.rules.context import Ctx
from manastack.rules.events import Damage, Event
from manastack.rules.layers import OPERATIONS, characteristics
from manastack.rules.state import EffectRecord, GameObject, GameState

PREVENT_OP = "prevent damage"
# The record changes no characteristics; its params say which damage it prevents.
OPERATIONS.setdefault(PREVENT_OP, (PREVENT_OP, lambda c, params: None))
# The index in this effect's key (614.5: once per event), apart from the other rules'
# replacements: -1 regeneration, -1/-2/-3 commander (903.9b), -4 exile instead.
_KEY = -5


def prevent_damage(ctx: Ctx, recipients: tuple[TargetRef, ...] | None, combat_only: bool,
                   source: int | None, controller: int,
                   controlled: tuple[int, tuple[str, ...]] | None = None,
                   dealers: tuple[int, ...] | None = None) -> None:
    """615.1a: prevent all (combat) damage that would be dealt this turn to `recipients`
    (players as target references), or to anything if None; and, with `controlled` (a
    player and card types, "permanent" for any), to the permanents of those types that
    player controls as the damage would be dealt (615.1: not locked in); with `dealers`, only
    the damage those objects would deal ("Prevent all damage target creature would deal
    this turn")."""
    s = ctx.state
    record = EffectRecord(PREVENT_OP, (combat_only, recipients, controlled, dealers), PREVENT_OP,
                          s.new_timestamp(), (), "end of turn", source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    what = "combat damage" if combat_only else "damage"
    by = "" if dealers is None else " by " + ", ".join(ctx.name(d) for d in dealers)
    to = "" if recipients is None else " to " + ", ".join(ctx.name(r) for r in recipients)
    if controlled is not None:
        to += f" and {' or '.join(controlled[1])} permanents {ctx.name(-1 - controlled[0])} controls"
    ctx.log("615.1a", f"all {what} that would be dealt{by}{to} this turn will be prevented")


def _covers(state: GameState, record: EffectRecord, event: Damage) -> bool:
    combat_only, recipients, controlled, dealers = record.params
    if combat_only and not event.combat:
        return False
    if dealers is not None and event.source not in dealers:
        return False
    if recipients is None or event.target in recipients:
        return True
    return controlled is not None and _controlled(state, event.target, *controlled)


def _controlled(state: GameState, target: TargetRef, player: int,
                types: tuple[str, ...]) -> bool:
    """Whether `target` is a permanent of one of `types` that `player` controls now."""
    if target < 0 or target not in state.battlefield:
        return False
    c = characteristics(state, target)
    wanted = PERMANENT_CARD_TYPES if "permanent" in types else frozenset(types)
    return c.controller == player and bool(c.types & wanted)


def _applies(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, Damage) and any(
        r.op == PREVENT_OP and _covers(state, r, event) for r in state.effects)


def _replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """615.6: damage that is prevented never happens."""
    assert isinstance(event, Damage)
    ctx.log("615.6", f"{event.amount} damage from {ctx.name(event.source)} to "
            f"{ctx.name(event.target)} is prevented")
    return None


def prevented(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """615.6: the damage a prevention effect covers never happens (also the replacement of
    a permanent's static "Prevent all damage that would be dealt to this creature",
    cards/oracle/clauses/static_prevention.py)."""
    return _replace(ctx, event, source)


PREVENTION = ReplacementAbility("Prevent all damage", _applies, _replace)


def _preventions(state: GameState, event: Event
                 ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    """The prevention effects that cover a damage event, offered as one (each prevents
    all of it); the damage's source stands for the effect's object."""
    if not isinstance(event, Damage) or not state.effects:
        return []
    source = state.last_known(event.source)
    if source is None or not _applies(state, event, source):
        return []
    return [((event.source, _KEY), PREVENTION, source)]


if _preventions not in _context.RULE_REPLACEMENTS:
    _context.RULE_REPLACEMENTS.append(_preventions)
