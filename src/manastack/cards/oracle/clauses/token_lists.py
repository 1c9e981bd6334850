"""Several kinds of token created by one instruction (111.1): "Create a 1/1 green Snake
creature token, a 2/2 green Wolf creature token, and a 3/3 green Elephant creature
token." The grammar is `token_lists.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, Unsupported
from manastack.cards.oracle.tokens import token_made
from manastack.rules.context import Ctx, Resolving


class TokenListClauses:
    """The transformer methods of token_lists.lark."""

    def token_list_chain(self, c: list[Any]) -> Node:
        first = as_node(c[0])
        items: list[tuple[tuple[Amount, bool], Any]] = list(zip(c[1::2], c[2::2], strict=True))

        def build(b: Builder) -> Effect:
            before = b.last_token
            make_first = first(b)
            if b.last_token is before:
                raise Unsupported("a list of tokens after an effect that creates none")
            counts = [(count.bound(b), tapped, sem.TokenSlot(token)) for (count, tapped), token in items]
            sem.refer_to_made(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 111.1: one instruction makes every token of the list; "them" after it
                # names all of them.
                make_first(ctx, r)
                made = list(r.event.get(sem.MADE, ()))
                for n_of, tapped, slot in counts:
                    n = n_of(ctx, r)
                    if n > 0:
                        made += ctx.create_token(r.controller, token_made(slot.card, ctx, r), n,
                                                 tapped=tapped)
                sem.remember_made(r, made)
            return run
        return build
