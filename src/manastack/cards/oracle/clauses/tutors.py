"""Searching your library for "a card" (701.23a, 701.23d: a quantity, not a quality, so the
searcher must find one while the library has any), put into your hand before the shuffle,
or on top of the library after it (401.4); and for a card of a quality (701.23b: it may
find none), revealed, then put on top after the shuffle. The grammar is `tutors.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.effects import search_for_one
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.knowledge import look

HAND, TOP = "hand", "top"


class TutorClauses:
    """The transformer methods of tutors.lark."""

    def search_for_a_card(self, c: list[Any]) -> Node:
        dest: str = c[0]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                library = ctx.state.players[p].library
                look(ctx.state, p, library)             # 701.23a
                found = ctx.pick(p, "search your library for a card (701.23d)",
                                 list(library), 1) if library else []
                if dest == HAND:
                    for oid in found:
                        ctx.move(oid, "hand", "search")
                    ctx.shuffle(p)
                    return
                ctx.shuffle(p)
                for oid in found:
                    ctx.move(oid, "library", "search", position="top")
            return run
        return build

    def search_to_top(self, c: list[Any]) -> Node:
        desc: Desc = c[0]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                search_for_one(ctx, r.controller, desc, desc.filter, True, TOP)
            return run
        return build

    def tutor_to_hand(self, c: list[Any]) -> str:
        return HAND

    def tutor_to_top(self, c: list[Any]) -> str:
        return TOP
