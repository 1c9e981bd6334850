""""If [condition], [effect].": the effect happens only if the condition holds as the
ability or spell reaches it (608.2c), and the condition "there are no [kind] counters on
[this permanent]" (122.1). The grammar is `if_condition.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Condition, CounterKind, as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.state import GameState


class IfConditionClauses:
    """The transformer methods of if_condition.lark."""

    def if_condition_sentence(self, c: list[Any]) -> Node:
        condition: Condition = c[0]
        if condition.about_it:
            raise Unsupported(f"'it' in the condition '{condition.text}' after an effect")
        then = sem.sequence([as_node(x) for x in c[1:]])

        def build(b: Builder) -> Effect:
            effect = then(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2c: the condition is checked as this part of the effect is reached.
                if condition.test(ctx.state, r.controller, r.source):
                    effect(ctx, r)
            return run
        return build

    def no_counters_on_self(self, c: list[Any]) -> Condition:
        kind: CounterKind = c[0]

        def test(state: GameState, you: int, source: int) -> bool:
            # 608.2h: the permanent as it is now, or as it last existed on the battlefield.
            me = state.last_known(source)
            return me is None or not me.counters.get(kind.kind, 0)
        return Condition(test, f"there are no {kind.kind} counters on it")
