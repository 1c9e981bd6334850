"""Removing a creature from combat (506.4) and a creature of a kind becoming blocked
(509.3c). The grammar is `remove_from_combat.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR, as_node, object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules import context as _context
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import BlockerDeclared, Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def remove_from_combat(ctx: Ctx, oid: int) -> None:
    """506.4: it stops being an attacking, blocking, blocked or unblocked creature (a
    creature it blocked stays blocked, 509.1h)."""
    s = ctx.state
    combat = s.combat
    if combat is None or not any(oid in pair for pair in (*combat.attackers, *combat.blockers)):
        return
    _context._remove_from_combat(s, oid)
    s.touch()
    ctx.log("506.4", f"{ctx.name(oid)} is removed from combat")


class RemoveFromCombatClauses:
    """The transformer methods of remove_from_combat.lark."""

    def remove_from_combat(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
                    remove_from_combat(ctx, oid)
            return run
        return build

    def may_both(self, c: list[Any]) -> Node:
        """603.5: "you may [do A] and [do B]": one choice, both or neither."""
        first, second = as_node(c[0]), as_node(c[1])

        def build(b: Builder) -> Effect:
            effects = (first(b), second(b))

            def run(ctx: Ctx, r: Resolving) -> None:
                if ctx.may(r.controller, f"{ctx.name(r.source)}: you may"):
                    for effect in effects:
                        effect(ctx, r)
            return run
        return build

    def creature_becomes_blocked_trigger(self, c: list[Any]) -> TriggerIR:
        """509.3c: once for each attacker of the kind, on the first of its blockers'
        declarations; "that creature" is the attacker."""
        desc: Desc = c[-1]
        other = "another" in c

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, BlockerDeclared) or (other and event.attacker == source.id):
                return False
            you = characteristics(state, source.id).controller
            if not desc.filter.matches(state, event.attacker, you, source.id):
                return False
            combat = state.combat
            return combat is None or combat.blockers_of(event.attacker)[:1] == (event.obj,)
        return TriggerIR(check, about_self=False, event_obj_key="attacker")
