"""Exalted (702.83a): "Whenever a creature you control attacks alone, that creature gets +1/+1
until end of turn." A creature attacks alone if it's the only creature declared as an
attacker in that combat (702.83b, 506.5).

A printed exalted is compiled from that sentence (cards/oracle/clauses/exalted.py); exalted
that a static ability grants ("Other creatures you control have exalted", 613.1f) is
`GRANTED_EXALTED`, one instance in a permanent's abilities per effect granting it, each
triggering on its own (702.83a). Granted abilities aren't among the cards' abilities the
engine watches, so `granted_exalted_triggers` (in `RULE_TRIGGERS`) finds them as attackers
are declared.
"""

from __future__ import annotations

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import RULE_TRIGGERS, Ctx, Resolving, hook_events
from manastack.rules.events import AttackerDeclared, Event, describe
from manastack.rules.granted import ability_key, grant
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState, PendingTrigger


def attacks_alone(state: GameState, event: Event) -> bool:
    """506.5, 702.83b: the creature of `event` is the only creature declared as an attacker
    in this combat (508.1: all attackers are declared before any of them triggers)."""
    combat = state.combat
    return (
        isinstance(event, AttackerDeclared)
        and combat is not None
        and len(combat.attackers) == 1
        and combat.attackers[0][0] == event.obj
    )


def _yours_attacks_alone(state: GameState, event: Event, source: GameObject) -> bool:
    return (
        attacks_alone(state, event)
        and isinstance(event, AttackerDeclared)
        and characteristics(state, event.obj).controller == characteristics(state, source.id).controller
    )


def _gets_plus_one(ctx: Ctx, r: Resolving) -> None:
    """ "that creature gets +1/+1 until end of turn" (611.2a), if it's still on the
    battlefield."""
    oid = r.event.get("obj")
    obj = ctx.state.get(oid) if isinstance(oid, int) else None
    if obj is not None and obj.zone == "battlefield":
        ctx.add_effect("pt", (1, 1), [obj.id], source=r.source, controller=r.controller)


GRANTED_EXALTED = grant(TriggeredAbility("Exalted", _yours_attacks_alone, _gets_plus_one))


def granted_exalted_triggers(state: GameState, event: Event, order: int) -> list[PendingTrigger]:
    """702.83a, 603.2: each instance of granted exalted among the permanents of the lone
    attacker's controller triggers, controlled by its permanent's controller (603.3a)."""
    if not attacks_alone(state, event):
        return []
    found: list[PendingTrigger] = []
    data: tuple[tuple[str, object], ...] | None = None
    for oid in state.battlefield:
        chars = characteristics(state, oid)
        for ability in chars.abilities:
            if ability is not GRANTED_EXALTED or not _yours_attacks_alone(state, event, state.objects[oid]):
                continue
            if data is None:
                data = tuple(sorted(describe(event).items()))
            key = ability_key(state.objects[oid].card.name, 0, ability)
            found.append(PendingTrigger(key, oid, chars.controller, data, order + len(found)))
    return found


RULE_TRIGGERS.append(granted_exalted_triggers)
hook_events(granted_exalted_triggers, AttackerDeclared)
