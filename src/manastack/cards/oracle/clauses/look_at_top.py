"""Looking at the top N cards of your library and taking some of them (701.20e: only you
see them), the rest put on the bottom in the order you choose (401.4) or in a random order,
or into your graveyard. The grammar is `look_at_top.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from lark import Token

from manastack.cards.dsl import look_and_put_back
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.knowledge import forget, look
from manastack.rules.knowledge import reveal as reveal_cards

AMONG_THEM = "from among them"
BOTTOM_CHOSEN, BOTTOM_RANDOM, GRAVEYARD = "bottom in any order", "bottom at random", "graveyard"


@dataclass(frozen=True, slots=True)
class Take:
    """What is taken from among the cards looked at: `count` cards, each matching `desc`
    (None: any card), revealed if `reveal`; `optional` for "you may"."""

    count: int
    desc: Desc | None
    reveal: bool
    optional: bool


class LookAtTopClauses:
    """The transformer methods of look_at_top.lark."""

    def look_and_take(self, c: list[Any]) -> Node:
        looked = int(c[0])
        take: Take = c[1]
        rest: str = c[2]

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                p = r.controller
                top = list(ctx.state.players[p].library[:looked])
                if not top:
                    return
                look(ctx.state, p, top)                 # 701.20e
                ctx.log("701.20e", f"{ctx.name(-1 - p)} looks at the top {len(top)} "
                        "cards of their library")
                taken = _take(ctx, p, top, take, r.source)
                for oid in taken:
                    ctx.move(oid, "hand", "put")
                put_rest(ctx, p, [oid for oid in top if oid not in taken], rest)
            return run
        return build

    def look_put_back(self, c: list[Any]) -> Node:
        looked = int(c[0])

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                look_and_put_back(ctx, r.controller, looked)
            return run
        return build

    def reveal_one(self, c: list[Any]) -> Take:
        desc: Desc = c[0]
        if not desc.text.endswith(AMONG_THEM):
            raise Unsupported(f"revealing {desc.text}, not from among the cards looked at")
        return Take(1, desc, reveal=True, optional=True)

    def from_among_them(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("looked at", "library", AMONG_THEM)

    def put_some(self, c: list[Any]) -> Take:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        return Take(numbers[0] if numbers else 1, None, reveal=False, optional=False)

    def rest_on_bottom(self, c: list[Any]) -> str:
        order: str = c[0]
        return order

    def rest_to_graveyard(self, c: list[Any]) -> str:
        return GRAVEYARD

    def random_order(self, c: list[Any]) -> str:
        return BOTTOM_RANDOM

    def any_order(self, c: list[Any]) -> str:
        return BOTTOM_CHOSEN


def _take(ctx: Ctx, player: int, top: list[int], take: Take, source: int) -> list[int]:
    s = ctx.state
    if take.desc is None:
        candidates = top
        what = f"{take.count} of them"
    else:
        flt = take.desc.filter
        candidates = [oid for oid in top if flt.matches(s, oid, player, source)]
        what = f"{'a' if take.count == 1 else take.count} {take.desc.text}"
    if not candidates:
        return []
    count = min(take.count, len(candidates))
    verb = "reveal and put into your hand" if take.reveal else "put into your hand"
    picked = ctx.pick(player, f"{verb}: {what}", candidates, count, up_to=take.optional)
    if take.reveal and picked:
        reveal_cards(s, tuple(picked))          # 701.20a
        ctx.log("701.20a", f"{ctx.name(-1 - player)} reveals "
                f"{', '.join(ctx.name(o) for o in picked)}")
    return picked


def put_rest(ctx: Ctx, player: int, rest: list[int], how: str) -> None:
    if how == GRAVEYARD:
        with ctx.simultaneously(rest):
            for oid in rest:
                ctx.move(oid, "graveyard", "put")
        return
    if how == BOTTOM_RANDOM:
        order = _random_order(ctx, rest)
    elif len(rest) > 1:
        # 401.4: the owner arranges cards put on the bottom together, unseen by the others.
        order = ctx.pick(player, "choose the order to put the rest on the bottom of your "
                         "library, topmost first", rest, len(rest) - 1)
        order += [oid for oid in rest if oid not in order]
    else:
        order = rest
    moved = [ctx.move(oid, "library", "put", position="bottom") for oid in order]
    if how == BOTTOM_RANDOM:
        forget(ctx.state, [oid for oid in moved if oid is not None])


def _random_order(ctx: Ctx, cards: list[int]) -> list[int]:
    """The cards in a random order, drawn from the game's own generator (so a fork or a
    replay puts them in the same order)."""
    remaining = list(cards)
    order: list[int] = []
    while remaining:
        order.append(remaining.pop(ctx.random_below(len(remaining))))
    return order
