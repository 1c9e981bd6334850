"""Triggers on what a source did this turn (120.3, 603.10a), read from the objects' record
of who dealt them damage (`GameObject.damaged_by`). The grammar is `damage_record.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.more_triggers import died
from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.regeneration import cant_be_regenerated_this_turn
from manastack.rules.state import GameObject, GameState


class DamageRecordClauses:
    """The transformer methods of damage_record.lark."""

    def damaged_by_self_dies_trigger(self, c: list[Any]) -> TriggerIR:
        """603.10a: a dies trigger looks back: the creature as it last existed on the
        battlefield, dealt damage this turn by this very object (400.7: not by an earlier
        object the source was)."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if "another" in c:
            raise Unsupported("'another' creature dealt damage by the source")
        if desc.filter.types != {"Creature"}:
            raise Unsupported("'dies' of a noncreature")
        flt = desc.filter

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            old = died(state, event)
            return old is not None and (state.turn, source.id) in old.damaged_by and \
                flt.matches(state, old.id, source.controller, source.id)
        return TriggerIR(check, look_back=True, about_self=False)

    def dealt_damage_cant_be_regenerated(self, c: list[Any]) -> Node:
        """701.19c: each creature the spell dealt damage to as it resolved can't be
        regenerated this turn. A permanent's ability is refused: its source's record holds
        the damage it dealt earlier this turn too."""
        def build(b: Builder) -> Effect:
            if b.it_is_source:
                raise Unsupported("'dealt damage this way' in an ability of a permanent")

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                dealt = (s.turn, r.source)
                for oid in s.battlefield:
                    if dealt in s.objects[oid].damaged_by and characteristics(s, oid).is_creature:
                        cant_be_regenerated_this_turn(ctx, oid, r.source, r.controller)
            return run
        return build
