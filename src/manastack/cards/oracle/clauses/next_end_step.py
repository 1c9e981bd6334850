""""Sacrifice / exile [it] at the beginning of the next end step" (603.7a): the effect
creates a delayed triggered ability that refers to the objects named before it (603.7c);
when the next end step begins (513.1), it sacrifices (701.21a) or exiles them, if they
are still on the battlefield. The grammar is `next_end_step.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import (
    DelayedAbility,
    at_next_step,
    create_delayed_trigger,
    delayed_ability,
    that_objects,
)
from manastack.rules.layers import characteristics


def _sacrifice_them(ctx: Ctx, r: Resolving) -> None:
    # 701.21a: a player can sacrifice only a permanent they control; the delayed
    # ability's controller is the creating ability's (603.7d-e).
    for oid in that_objects(ctx, r):
        if characteristics(ctx.state, oid).controller == r.controller:
            ctx.sacrifice(oid)


def _exile_them(ctx: Ctx, r: Resolving) -> None:
    for oid in that_objects(ctx, r):
        ctx.exile(oid)


SACRIFICE_AT_END = delayed_ability(
    "sacrifice at the next end step", "Sacrifice it at the beginning of the next end step.",
    at_next_step("end"), _sacrifice_them)
EXILE_AT_END = delayed_ability(
    "exile at the next end step", "Exile it at the beginning of the next end step.",
    at_next_step("end"), _exile_them)


def _creates(ability: DelayedAbility) -> Callable[[list[Any]], Node]:
    """The effect that creates `ability`, referring to the permanents `it` names now."""
    def method(c: list[Any]) -> Node:
        ref: ObjRef = next(x for x in c if isinstance(x, ObjRef))

        def build(b: Builder) -> Effect:
            get = ref.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                found = object_ids(get, ctx, r)
                if found:      # 603.7c: an object gone already is never affected
                    create_delayed_trigger(ctx, r, ability, found)
            return run
        return build
    return method


class NextEndStepClauses:
    """The transformer methods of next_end_step.lark."""

    def delayed_objects(self, c: list[Any]) -> ObjRef:
        return sem.it_obj("it")

    def delayed_sacrifice(self, c: list[Any]) -> Node:
        return _creates(SACRIFICE_AT_END)(c)

    def delayed_exile(self, c: list[Any]) -> Node:
        return _creates(EXILE_AT_END)(c)
