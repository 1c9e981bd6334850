"""Keyword triggered abilities that work on the stack and trigger as their spell becomes
cast (113.6e, 601.2i): storm (702.40a) and cascade (702.85a). The engine watches no object
on the stack, so each keyword's `RULE_TRIGGERS` hook asks `cast_triggers`, which finds the
instances of its ability on the spell just cast, each triggering separately (702.40b,
702.85c), from the spell, controlled by its caster (603.3a)."""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.events import Event, SpellCast
from manastack.rules.granted import ability_key
from manastack.rules.state import GameState, PendingTrigger


def cast_triggers(ability: TriggeredAbility, state: GameState, event: Event, order: int,
                  data: tuple[tuple[str, Any], ...] = ()) -> list[PendingTrigger]:
    """The pending instances of `ability` (the keyword's one ability object) that the cast
    `event` triggers, with the trigger's event `data`."""
    if not isinstance(event, SpellCast):
        return []
    spell = state.get(event.obj)
    if spell is None or spell.zone != "stack":
        return []
    indices = [i for i, a in enumerate(spell.card.abilities) if a is ability]
    return [PendingTrigger(ability_key(spell.card.name, index, ability), spell.id,
                           event.player, data, order + n) for n, index in enumerate(indices)]
