""""[Trigger], if that creature is N/M, [effect]." (603.4): the ability triggers only if
the creature the event named has that power and toughness then, and does nothing as it
resolves unless it still has them (the creature as it last existed, once it left, 608.2h).
The grammar is `if_that_creature.lark` beside this file."""

from __future__ import annotations

import dataclasses
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, TriggerIR, as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def _has_pt(state: GameState, oid: Any, pt: tuple[int, int]) -> bool:
    if oid is None or state.last_known(int(oid)) is None:
        return False
    c = characteristics(state, int(oid))
    return (c.power, c.toughness) == pt


class IfThatCreatureClauses:
    """The transformer methods of if_that_creature.lark."""

    def triggered_if_that_creature_is(self, c: list[Any]) -> AbilityIR:
        trig: TriggerIR = c[0]
        key = trig.event_obj_key
        if key is None:
            raise Unsupported("'if that creature is N/M' of a trigger naming no creature")
        power, toughness = (int(n) for n in str(next(
            t for t in c if isinstance(t, Token) and t.type == "PT")).split("/"))
        pt = (power, toughness)
        triggers = trig.check

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            # 603.4: the condition is checked as the event happens ...
            return triggers(state, event, source) and _has_pt(state, getattr(event, key), pt)
        nodes = [as_node(item) for item in c[-1]]

        def build(b: Builder) -> Effect:
            effects = [node(b) for node in nodes]

            def run(ctx: Ctx, r: Resolving) -> None:
                # ... and again as the ability resolves: if it fails, nothing happens.
                if not _has_pt(ctx.state, r.event.get(key), pt):
                    ctx.log("603.4", "the creature isn't "
                            f"{power}/{toughness} any more: the ability does nothing")
                    return
                for effect in effects:
                    effect(ctx, r)
            return run
        gated: Node = build
        return AbilityIR("triggered", trigger=dataclasses.replace(trig, check=check),
                         items=[gated])
