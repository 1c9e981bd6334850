"""Prevention shields of a set amount (615.7): "Prevent the next 3 damage that would be dealt
to any target this turn." (Healing Salve, Samite Healer), with the additional effect that
refers to the damage prevented (615.5): "If damage is prevented this way, this creature
deals that much damage to target player or planeswalker." (Vengeful Archon).

Each shield is a plain `EffectRecord` (op `SHIELD_OP`, until end of turn, 514.2) whose
params are the shielded player or permanent (a target reference), the damage it has left to
prevent and its follow-up: None, or the source and recipient of the damage dealt for the
damage prevented. A provider of `context.RULE_REPLACEMENTS` offers each shield for every
damage event to what it shields; applying it prevents up to what is left, reduces the
shield by that much and removes it at 0. Shields of "all damage" are `rules/prevention.py`.
"""

from __future__ import annotations

import dataclasses
import functools

from manastack.rules import context as _context
from manastack.rules.abilities import ReplacementAbility, TargetRef
from manastack.rules.context import Ctx
from manastack.rules.events import Damage, Event
from manastack.rules.layers import OPERATIONS
from manastack.rules.state import EffectRecord, GameObject, GameState

SHIELD_OP = "prevent next damage"
# The record changes no characteristics; its params say what it shields and how much.
OPERATIONS.setdefault(SHIELD_OP, (SHIELD_OP, lambda c, params: None))
# 614.5: each shield applies once per event, and two shields on one recipient are two
# effects, so a shield's key index is its own: below every other rule's (-1 ... -5).
_KEY_BASE = -100

Followup = tuple[int, TargetRef] | None     # (damage source, its recipient)


def add_shield(ctx: Ctx, shielded: TargetRef, amount: int, source: int, controller: int,
               followup: Followup = None) -> None:
    """615.7: prevent the next `amount` damage that would be dealt to `shielded` this turn."""
    if amount <= 0:
        return
    s = ctx.state
    record = EffectRecord(SHIELD_OP, (shielded, amount, followup), SHIELD_OP,
                          s.new_timestamp(), (), "end of turn", source, controller)
    s.effects = (*s.effects, record)
    s.touch()
    ctx.log("615.7", f"the next {amount} damage that would be dealt to {ctx.name(shielded)} "
                     "this turn will be prevented")


def deal_for_prevented(ctx: Ctx, dealer: int, recipient: TargetRef) -> None:
    """615.5: "If damage is prevented this way, [dealer] deals that much damage to
    [recipient]": the follow-up of the shields the sentence before just made (the last
    records of `state.effects`, made by the same source)."""
    s = ctx.state
    effects = list(s.effects)
    i = len(effects) - 1
    while i >= 0 and effects[i].op == SHIELD_OP and effects[i].source == dealer \
            and effects[i].params[2] is None:
        shielded, left, _none = effects[i].params
        effects[i] = dataclasses.replace(effects[i], params=(shielded, left, (dealer, recipient)))
        i -= 1
    s.effects = tuple(effects)
    s.touch()


def _shields_for(state: GameState, event: Damage) -> list[EffectRecord]:
    return [r for r in state.effects if r.op == SHIELD_OP and r.params[0] == event.target]


def _record_of(state: GameState, timestamp: int) -> EffectRecord | None:
    return next((r for r in state.effects if r.op == SHIELD_OP and r.timestamp == timestamp),
                None)


def _replace(timestamp: int, ctx: Ctx, event: Event, source: GameObject) -> Event | None:
    """615.7: each 1 damage prevented reduces the shield by 1; the rest is dealt normally.
    615.5: the additional effect takes place with the amount prevented."""
    assert isinstance(event, Damage)
    s = ctx.state
    record = _record_of(s, timestamp)
    if record is None:
        return event
    shielded, left, followup = record.params
    prevented = min(left, event.amount)
    remaining = tuple(r for r in s.effects if r is not record)
    if left > prevented:
        remaining = (*remaining, dataclasses.replace(record, params=(shielded, left - prevented,
                                                                       followup)))
    s.effects = remaining
    s.touch()
    ctx.log("615.7", f"{prevented} damage from {ctx.name(event.source)} to "
                     f"{ctx.name(event.target)} is prevented ({left - prevented} left)")
    if followup is not None:
        dealer, recipient = followup
        ctx.damage(dealer, recipient, prevented)      # 615.5: immediately afterward
    if prevented == event.amount:
        return None                                    # 615.6: it never happens
    return dataclasses.replace(event, amount=event.amount - prevented)


def _always(state: GameState, event: Event, source: GameObject) -> bool:
    return True


def _shields(state: GameState, event: Event
             ) -> list[tuple[tuple[int, int], ReplacementAbility, GameObject]]:
    """The shields on the recipient of a damage event, each an effect of its own (615.7:
    the affected player chooses the order, 616.1); the damage's source stands for the
    effect's object."""
    if not isinstance(event, Damage) or not state.effects:
        return []
    source = state.last_known(event.source)
    if source is None:
        return []
    return [((event.source, _KEY_BASE - r.timestamp),
             ReplacementAbility(f"Prevent the next {r.params[1]} damage", _always,
                                functools.partial(_replace, r.timestamp)), source)
            for r in _shields_for(state, event)]


if _shields not in _context.RULE_REPLACEMENTS:
    _context.RULE_REPLACEMENTS.append(_shields)
