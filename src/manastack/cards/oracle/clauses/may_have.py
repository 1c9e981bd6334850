""""You may have [objects] get/gain ... [duration]. If you do, ..." (603.5, 608.2d): the
controller chooses as the ability resolves whether the continuous effect is created; the
"if you do" effects happen only if it was. The grammar is `may_have.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


class MayHaveClauses:
    """The transformer methods of may_have.lark."""

    def may_have_sentence(self, c: list[Any]) -> Node:
        chosen_node = as_node(c[0])
        then_nodes = [as_node(item) for item in c[1:]]

        def build(b: Builder) -> Effect:
            chosen = chosen_node(b)
            targets = len(b.specs)
            then = [n(b) for n in then_nodes]
            if len(b.specs) != targets:
                raise Unsupported("a target chosen only if an optional effect is chosen")

            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2d: the choice is made as the ability resolves; "if you do" is it.
                if not ctx.may(r.controller, f"{ctx.name(r.source)}: you may have it happen"):
                    return
                chosen(ctx, r)
                for effect in then:
                    if ctx.state.game_over:
                        return
                    effect(ctx, r)
            return run
        return build
