"""A search for two cards of two qualities (701.23): "Search your library for a Forest card
and a Plains card, put them onto the battlefield tapped, then shuffle." The searcher looks
at the whole library (701.23a) and finds a card of each quality, two different cards, or
fewer (701.23b: a search for a stated quality may find none); those found are revealed if
the text says so (701.20a) and put into the hand or onto the battlefield at once (the
destinations of `search.py`), then the library is shuffled. The grammar is
`search_pairs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.search import move_found
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.knowledge import look
from manastack.rules.knowledge import reveal as reveal_cards


class SearchPairClauses:
    """The transformer methods of search_pairs.lark."""

    def search_pair(self, c: list[Any]) -> Node:
        first: Desc = c[0]
        second: Desc = c[1]
        reveal = "reveal" in c
        dest: str = c[-1]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                chosen = _search_pair(ctx, p, first, second)
                if reveal and chosen:
                    reveal_cards(ctx.state, tuple(chosen))
                    names = ", ".join(ctx.name(o) for o in chosen)
                    ctx.log("701.20a", f"{ctx.name(-1 - p)} reveals {names}")
                move_found(ctx, p, chosen, dest)
                ctx.shuffle(p)

            return run

        return build


def _search_pair(ctx: Ctx, player: int, first: Desc, second: Desc) -> list[int]:
    """One card of each description, each chosen among the cards not chosen yet."""
    s = ctx.state
    library = s.players[player].library
    look(s, player, library)  # 701.23a
    chosen: list[int] = []
    for desc in (first, second):
        found = [o for o in library if o not in chosen and desc.filter.matches(s, o, player, None)]
        if not found:
            continue
        picked = ctx.pick(player, f"search your library for a {desc.text}", found, 1, up_to=True)
        chosen.extend(picked)
    return chosen
