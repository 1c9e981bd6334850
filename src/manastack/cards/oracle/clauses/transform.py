"""Transforming (701.27, 712): "Transform this creature." as an effect.

The grammar is `transform.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.transform import transformed_since


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
