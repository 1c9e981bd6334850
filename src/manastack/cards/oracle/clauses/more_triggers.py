"""More trigger events (603.2): a permanent becoming tapped (603.2e, 701.26a) and "this or
another [permanent] dies" (700.4, 603.10a). The grammar is `more_triggers.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.events import Event, Tap, ZoneMove
from manastack.rules.state import GameObject, GameState

# 700.4: "dies" is said of creatures and planeswalkers.
DYING_TYPES = frozenset({"Creature", "Planeswalker"})


class MoreTriggerClauses:
    """The transformer methods of more_triggers.lark."""

    def becomes_tapped_self_trigger(self, c: list[Any]) -> TriggerIR:
        """603.2e: it triggers as the permanent becomes tapped, for a cost or not (tapped
        for mana, 106.12a; as it attacks, 508.1f), not for being tapped already."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, Tap) and event.obj == source.id
        return TriggerIR(check)

    def self_or_another_dies_trigger(self, c: list[Any]) -> TriggerIR:
        """700.4, 603.10a: the source itself dying, or another permanent of the description
        (judged as it last existed on the battlefield) dying while the source is there or
        together with it."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        types, subtypes = desc.filter.types, desc.filter.subtypes
        # A creature type alone ("another Elf you control") names a permanent with that
        # subtype (109.2, 205.3m).
        if not (types <= DYING_TYPES and (types or (subtypes and subtypes <= CREATURE_TYPES))):
            raise Unsupported("'dies' of a permanent that isn't a creature or planeswalker")
        flt = desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if died(state, event) is None:
                return False
            assert isinstance(event, ZoneMove)
            if event.obj == source.id:
                return True
            return source.zone == "battlefield" and \
                flt.matches(state, event.obj, source.controller, source.id)
        return TriggerIR(check, look_back=True, about_self=False)


def died(state: GameState, event: Event) -> GameObject | None:
    """700.4: the permanent, as it last existed on the battlefield (603.10a), that the event
    put into a graveyard from the battlefield, or None."""
    if not isinstance(event, ZoneMove) or event.to_zone != "graveyard":
        return None
    old = state.lki.get(event.obj)
    return old if old is not None and old.zone == "battlefield" else None
