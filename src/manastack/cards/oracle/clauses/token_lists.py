""""Create [tokens], [tokens], and [tokens]." (111.1, 701.7a): each kind of token the
sentence lists, created under the ability's controller in the order it names them. The
grammar is `token_lists.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.abilities import CardDef
from manastack.rules.context import Ctx, Resolving


class TokenListClauses:
    """The transformer methods of token_lists.lark."""

    def create_token_list(self, c: list[Any]) -> Node:
        first: Node = c[0]
        rest: list[tuple[tuple[Amount, bool], CardDef]] = list(zip(c[1::2], c[2::2], strict=True))

        def build(b: Builder) -> Effect:
            create_first = first(b)
            others = [(count.bound(b), tapped, token) for (count, tapped), token in rest]

            def run(ctx: Ctx, r: Resolving) -> None:
                create_first(ctx, r)
                for n_of, tapped, token in others:
                    n = n_of(ctx, r)
                    if n > 0:
                        ctx.create_token(r.controller, token, n, tapped=tapped)
            return run
        return build
