"""Searches for several cards (701.23): "Search your library for up to N [cards] ...".

The grammar is `search.lark` beside this file. The searcher looks at the whole library
(701.23a), may find fewer cards than asked (701.23b), picks them one at a time, and, for
"that share a land type", only cards sharing a land type with every one picked before.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove
from manastack.rules.knowledge import look
from manastack.rules.knowledge import reveal as reveal_cards
from manastack.rules.land_types import LAND_TYPES

HAND, BATTLEFIELD, TAPPED, ONE_AND_OTHER = "hand", "battlefield", "tapped", "one and other"


class SearchClauses:
    """The transformer methods of search.lark."""

    def search_up_to(self, c: list[Any]) -> Node:
        count = int(c[0])
        desc: Desc = c[1]
        share = "share a land type" in c
        reveal = "reveal" in c
        dest: str = c[-1]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                chosen = _search(ctx, p, desc, count, share)
                if reveal and chosen:
                    reveal_cards(ctx.state, tuple(chosen))
                    ctx.log("701.20a", f"{ctx.name(-1 - p)} reveals "
                            f"{', '.join(ctx.name(o) for o in chosen)}")
                move_found(ctx, p, chosen, dest)
                ctx.shuffle(p)
            return run
        return build

    def share_land_type(self, c: list[Any]) -> str:
        return "share a land type"

    def reveal_those(self, c: list[Any]) -> str:
        return "reveal"

    def put_them(self, c: list[Any]) -> str:
        words = tokens_of(c)
        if "hand" in words:
            return HAND
        return TAPPED if words[-1] == "tapped" else BATTLEFIELD

    def put_one_and_other(self, c: list[Any]) -> str:
        return ONE_AND_OTHER


def _land_types(ctx: Ctx, oid: int) -> frozenset[str]:
    return frozenset(ctx.state.objects[oid].card.subtypes & LAND_TYPES)


def _search(ctx: Ctx, player: int, desc: Desc, count: int, share: bool) -> list[int]:
    s = ctx.state
    look(s, player, s.players[player].library)         # 701.23a
    found = [oid for oid in s.players[player].library
             if desc.filter.matches(s, oid, player, None)]
    chosen: list[int] = []
    while len(chosen) < count:
        if share and chosen:
            common = frozenset.intersection(*(_land_types(ctx, o) for o in chosen))
            found = [o for o in found if _land_types(ctx, o) & common]
        if not found:
            break
        # 701.23b: a search for cards with a stated quality may find fewer, or none.
        picked = ctx.pick(player, f"search your library for up to {count} {desc.text}",
                          found, 1, up_to=True)
        if not picked:
            break
        chosen.append(picked[0])
        found.remove(picked[0])
    return chosen


def move_found(ctx: Ctx, player: int, chosen: list[int], dest: str) -> None:
    """Put the cards found where `dest` says (`put_them`, `put_one_and_other`)."""
    if dest == ONE_AND_OTHER and chosen:
        # "one" onto the battlefield, "the other" into the hand: the searcher chooses which
        # (with a single card found, whether it is the one or the other).
        prompt = ("which card to put onto the battlefield tapped"
                  + ("" if len(chosen) > 1 else " (done: into your hand)"))
        first = ctx.pick(player, prompt, chosen, 1, up_to=len(chosen) == 1)
        for oid in chosen:
            _move(ctx, player, oid, TAPPED if oid in first else HAND)
        return
    for oid in chosen:
        _move(ctx, player, oid, dest)


def _move(ctx: Ctx, player: int, oid: int, dest: str) -> None:
    if dest == HAND:
        ctx.move(oid, "hand", "search")
    else:
        ctx.perform(ZoneMove(oid, "battlefield", "search", controller=player,
                             tapped=dest == TAPPED, rule="701.23a"))
