"""Switching power and toughness (613.4d): "Switch target creature's / ~'s power and
toughness until end of turn." The grammar is `switch.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, desc_target, object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Filter, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving

_CREATURE = Desc(Filter(text="creature", types=frozenset({"Creature"})), text="creature")


class SwitchClauses:
    """The transformer methods of switch.lark."""

    def target_creatures_possessive(self, c: list[Any]) -> ObjRef:
        return sem.target_obj(desc_target(_CREATURE), "target creature", _CREATURE.filter)

    def this_creatures(self, c: list[Any]) -> str:
        return "self"

    def switch_pt(self, c: list[Any]) -> Node:
        if c[0] == "it":
            raise Unsupported("switching the power and toughness of 'it'")
        objs: ObjRef = sem.self_obj("this") if c[0] == "self" else c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = object_ids(get, ctx, r)
                if ids:
                    # 613.4d: applied in layer 7d, after every other change to P/T.
                    ctx.add_effect("switch_pt", (), ids, "end of turn", source=r.source,
                                   controller=r.controller)
            return run
        return build
