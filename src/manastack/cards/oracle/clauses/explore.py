"""Explore (701.44) in Oracle text: "[objects] explores" (701.44a; "it explores again" is
one more exploration of it) and "Whenever a creature you control explores" (701.44b: the
`Explored` event). The grammar is `explore.lark` beside this file; the rules are
`rules/explore.py`.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.explore import Explored, explore_each
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


class ExploreClauses:
    """The transformer methods of explore.lark."""

    def explore(self, c: list[Any]) -> Node:
        """701.44a; 701.44c: an object that left the battlefield still explores, as it last
        existed (so its objects aren't only those still on the battlefield)."""
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                explore_each(ctx, get(ctx, r))

            return run

        return build

    def explores_trigger(self, c: list[Any]) -> TriggerIR:
        """701.44b: "it" / "that creature" is the permanent that explored."""
        other = "another" in c
        desc: Desc = c[-1]

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, Explored) or (other and event.obj == source.id):
                return False
            you = characteristics(state, source.id).controller
            return desc.filter.matches(state, event.obj, you, source.id)

        return TriggerIR(check, about_self=False, event_obj_key="obj")
