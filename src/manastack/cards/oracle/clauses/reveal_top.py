"""Revealing cards from the top of your library (701.20a) and putting those of a kind into
your hand or onto the battlefield, the rest on the bottom of your library (401.4) or into
your graveyard. The grammar is `reveal_top.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.look_at_top import put_rest
from manastack.cards.oracle.forms import Desc, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.knowledge import reveal


def _revealed(ctx: Ctx, player: int, cards: list[int]) -> None:
    reveal(ctx.state, tuple(cards))             # 701.20a: every player sees them
    ctx.log("701.20a", f"{ctx.name(-1 - player)} reveals "
            f"{', '.join(ctx.name(o) for o in cards) or 'no cards'}")


def _put(ctx: Ctx, player: int, cards: list[int], dest: str) -> None:
    with ctx.simultaneously(cards):
        for oid in cards:
            if dest == "hand":
                ctx.move(oid, "hand", "put")
            else:       # 110.2a: under the control of the player who puts it there
                ctx.move(oid, "battlefield", "put", controller=player)


class RevealTopClauses:
    """The transformer methods of reveal_top.lark."""

    def revealed_dest(self, c: list[Any]) -> str:
        return "hand" if tokens_of(c)[-1] == "hand" else "battlefield"

    def reveal_top_take_all(self, c: list[Any]) -> Node:
        count = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        dest: str = c[-2]
        rest: str = c[-1]
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                top = list(ctx.state.players[p].library[:count])
                _revealed(ctx, p, top)
                taken = [oid for oid in top if flt.matches(ctx.state, oid, p, None)]
                _put(ctx, p, taken, dest)
                put_rest(ctx, p, [oid for oid in top if oid not in taken], rest)
            return run
        return build

    def reveal_until_take(self, c: list[Any]) -> Node:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        dest: str = c[-2]
        rest: str = c[-1]
        flt = desc.filter

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                shown: list[int] = []
                found: int | None = None
                for oid in ctx.state.players[p].library:
                    shown.append(oid)
                    if flt.matches(ctx.state, oid, p, None):
                        found = oid
                        break
                # 701.20a: with no such card, the whole library is revealed.
                _revealed(ctx, p, shown)
                if found is not None:
                    _put(ctx, p, [found], dest)
                put_rest(ctx, p, [oid for oid in shown if oid != found], rest)
            return run
        return build
