"""A search for up to X cards, X counted as the effect happens (701.23b, 107.3, 608.2h). The
grammar is `search_x.lark` beside this file; the search itself is search.py's."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.search import SearchClauses, _search, move_found
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving


class SearchXClauses:
    """The transformer methods of search_x.lark."""

    def search_up_to_x(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        definition: Amount = c[1]
        dest: str = c[2]

        def build(b: Builder) -> Effect:
            x_of = definition.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                chosen = _search(ctx, p, desc, x_of(ctx, r), False)
                move_found(ctx, p, chosen, dest)
                ctx.shuffle(p)
            return run
        return build

    def put_those_cards(self, c: list[Any]) -> str:
        return SearchClauses.put_them(self, c)      # type: ignore[arg-type]
