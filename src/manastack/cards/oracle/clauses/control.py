"""Control-changing effects (613.1b, layer 2): "gain control of [objects] [until end of
turn]" and "You control [objects]".

The grammar is `control.lark` beside this file. A resolved effect locks in the objects it
applies to as it begins (611.2c) and lasts until end of turn or for the rest of the game
(611.2a, 514.2); the static ability lasts as long as its source is on the battlefield
(611.3a), and a permanent whose controller changes has summoning sickness again (302.6,
rules/control.py).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Modify, object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving


class ControlClauses:
    """The transformer methods of control.lark."""

    def gain_control(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        duration = "end of turn" if len(c) > 1 else "permanent"

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = object_ids(get, ctx, r)
                if ids:
                    ctx.add_effect("control", (r.controller,), ids, duration, source=r.source,
                                   controller=r.controller)
                    ctx.log("613.1b", f"{ctx.state.players[r.controller].name} gains control "
                            f"of {', '.join(ctx.name(i) for i in ids)}"
                            + (" until end of turn" if duration == "end of turn" else ""))
            return run
        return build

    def control_static(self, c: list[Any]) -> Modify:
        return Modify(c[0], gains_control=True)
