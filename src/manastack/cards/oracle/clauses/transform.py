"""Transforming (701.27, 712): "Transform this creature." as an effect, and the
werewolves' intervening "if" on the spells cast last turn (603.4).

The grammar is `transform.lark` beside this file.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from lark import Token

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AbilityIR, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.state import GameObject, GameState
from manastack.rules.transform import transformed_since

SpellsLastTurn = Callable[[GameState, GameObject], bool]


class TransformClauses:
    def transform_self(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                if not sem.alive(ctx, r.source):
                    return
                # 701.27f: an ability of the permanent that transformed since it was put
                # onto the stack doesn't transform it again.
                if r.obj != r.source and transformed_since(ctx.state, r.source, r.obj):
                    ctx.log("701.27f", f"{ctx.name(r.source)} has transformed since the "
                            "ability was put onto the stack: it doesn't transform again")
                    return
                ctx.transform(r.source)
            return run
        return build

    def triggered_if(self, c: list[Any]) -> AbilityIR:
        """603.4: the ability triggers only if the condition holds as its event happens,
        and does nothing on resolution unless it still holds."""
        trig: TriggerIR = c[0]
        holds: SpellsLastTurn = c[1]
        check = trig.check

        def triggers(state: GameState, event: Any, source: GameObject) -> bool:
            return bool(check(state, event, source)) and holds(state, source)
        return AbilityIR("triggered", items=c[2],
                         trigger=dataclasses.replace(trig, check=triggers, intervening_if=holds))

    def no_spells_last_turn(self, c: list[Any]) -> SpellsLastTurn:
        def holds(state: GameState, source: GameObject) -> bool:
            return all(p.spells_cast_last_turn == 0 for p in state.players)
        return holds

    def spells_by_a_player_last_turn(self, c: list[Any]) -> SpellsLastTurn:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))

        def holds(state: GameState, source: GameObject) -> bool:
            return any(p.spells_cast_last_turn >= number for p in state.players)
        return holds
