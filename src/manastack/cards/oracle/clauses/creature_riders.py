"""Riders that apply to the object an effect just named only if it is a creature ("If it's
a creature, it can't be regenerated this turn, and if it would die this turn, exile it
instead.", Disintegrate). The grammar is `creature_riders.lark` beside this file.

"it" is the object the effect before named (the damaged target), judged as the rider
applies: a player or a noncreature permanent gets none (608.2h).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjGet, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.regeneration import cant_be_regenerated_this_turn


def any_target_object(index: int) -> ObjGet:
    """"it" after damage to any target (115.4): the permanent target, if it is one and still
    legal (608.2b); nothing for a player."""
    def get(ctx: Ctx, r: Resolving) -> list[int]:
        ref = r.target(index)
        return [ref] if ref is not None and ref >= 0 else []
    return get


class CreatureRiderClauses:
    """The transformer methods of creature_riders.lark."""

    def if_its_a_creature(self, c: list[Any]) -> Node:
        riders: list[Node] = list(c)

        def build(b: Builder) -> Effect:
            named = b.last_obj
            if named is None:
                raise Unsupported("'if it's a creature' refers to nothing")

            def creatures(ctx: Ctx, r: Resolving) -> list[int]:
                return [oid for oid in object_ids(named, ctx, r)
                        if characteristics(ctx.state, oid).is_creature]
            b.last_obj = creatures
            effects = [rider(b) for rider in riders]
            b.last_obj = named

            def run(ctx: Ctx, r: Resolving) -> None:
                for effect in effects:
                    effect(ctx, r)
            return run
        return build

    def it_cant_be_regenerated_this_turn(self, c: list[Any]) -> Node:
        """701.19c: no regeneration shield replaces its destruction this turn."""
        return _to_each_named("it can't be regenerated", cant_be_regenerated_this_turn)


def _to_each_named(text: str, act: Callable[[Ctx, int, int | None, int], None]) -> Node:
    """A rider doing `act(ctx, object, source, controller)` to each object still on the
    battlefield that the effect before named."""
    def build(b: Builder) -> Effect:
        named: ObjGet | None = b.last_obj
        if named is None:
            raise Unsupported(f"{text!r} refers to nothing")

        def run(ctx: Ctx, r: Resolving) -> None:
            for oid in object_ids(named, ctx, r):
                act(ctx, oid, r.source, r.controller)
        return run
    return build
