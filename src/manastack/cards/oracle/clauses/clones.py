"""Entering as a copy (707.9, 614.1c) in Oracle text: "You may have this creature enter as a
copy of any creature on the battlefield."

A replacement effect of the entering card (it works from the zone the card enters from):
as the card would enter, its controller may choose a permanent of the kind on the
battlefield (not a target, 115.1), and it enters as a copy of it (rules/copies.py); with
none chosen, or none there, it enters as itself. The grammar is `clones.lark` beside this
file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Ability, CardDef
from manastack.rules.context import Ctx
from manastack.rules.copies import EntersAsCopy
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState

# 113.6: it works as the card moves from wherever it is.
_ZONES = ("library", "hand", "battlefield", "graveyard", "stack", "exile", "command")


class CloneClauses:
    """The transformer methods of clones.lark."""

    def enter_as_copy(self, c: list[Any]) -> AbilityIR:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        exception = next((x for x in c if callable(x) and not isinstance(x, Desc)), None)
        if desc.zone != "battlefield":
            raise Unsupported(f"entering as a copy of {desc.text} elsewhere")
        flt = desc.filter

        def applies(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, ZoneMove) and event.obj == source.id and \
                event.to_zone == "battlefield" and event.copy_of is None and \
                source.zone != "battlefield"

        def replace(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
            assert isinstance(event, ZoneMove)
            s = ctx.state
            you = event.controller if event.controller is not None else source.owner
            choices = [oid for oid in s.battlefield if flt.matches(s, oid, you, source.id)]
            picked = ctx.pick(you, f"{ctx.name(source.id)}: choose {desc.text} for it to enter "
                              "as a copy of (or none)", choices, 1, up_to=True) if choices else []
            if not picked:
                return event
            ctx.log("707.9", f"{ctx.name(source.id)} enters as a copy of {ctx.name(picked[0])}")
            return dataclasses.replace(event, copy_of=picked[0])

        def make(text: str) -> Ability:
            return EntersAsCopy(text, applies, replace, zones=_ZONES, exception=exception)
        return AbilityIR("ability", items=[make])

    def copy_except(self, c: list[Any]) -> Callable[[CardDef], CardDef]:
        """707.9b: the copy is also of these card types and subtypes."""
        added = [str(t) for t in c]
        types = frozenset(t.capitalize() for t in added if t in ("artifact", "enchantment", "creature"))
        subtypes = frozenset(t for t in added if t not in ("artifact", "enchantment", "creature"))

        def also(card: CardDef) -> CardDef:
            return dataclasses.replace(card, types=card.types | types,
                                       subtypes=card.subtypes | subtypes)
        return also

    def copy_type(self, c: list[Any]) -> str:
        return str(c[0])
