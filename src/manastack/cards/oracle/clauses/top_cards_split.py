"""Looking at (701.20e: only you see them) or revealing (701.20a: everyone sees them) the top
N cards of your library and sending some to the battlefield or your hand, the rest to the
bottom (401.4) or wherever the text says. The grammar is `top_cards_split.lark` beside this
file; the rest is put away by look_at_top.py's `put_rest`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle.clauses.look_at_top import AMONG_THEM, put_rest
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import ZoneMove
from manastack.rules.knowledge import look
from manastack.rules.knowledge import reveal as reveal_cards

BATTLEFIELD_TAPPED, HAND = "battlefield tapped", "hand"


@dataclass(frozen=True, slots=True)
class TakePart:
    """Cards taken from among the top cards: those matching `desc`, at most one (or every
    one, with `every`), put into `dest`."""

    desc: Desc
    dest: str
    every: bool = False


class TopCardsSplitClauses:
    """The transformer methods of top_cards_split.lark."""

    def look_split(self, c: list[Any]) -> Node:
        return _split(int(c[0]), False, c[1], c[2])

    def reveal_split(self, c: list[Any]) -> Node:
        return _split(int(c[0]), True, c[1], c[2])

    def may_put_from_top(self, c: list[Any]) -> tuple[TakePart, ...]:
        return tuple(c)

    def take_part(self, c: list[Any]) -> TakePart:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if not desc.text.endswith(AMONG_THEM):
            raise Unsupported(f"putting {desc.text}, not from among the top cards")
        dest: str = c[-1]
        return TakePart(desc, dest)

    def up_to_one(self, c: list[Any]) -> str:
        return "up to one"

    def onto_battlefield_tapped(self, c: list[Any]) -> str:
        return BATTLEFIELD_TAPPED

    def into_hand(self, c: list[Any]) -> str:
        return HAND

    def put_all_revealed(self, c: list[Any]) -> tuple[TakePart, ...]:
        desc: Desc = c[0]
        return (TakePart(desc, c[-1], every=True),)


def _split(count: int, revealed: bool, takes: tuple[TakePart, ...], rest: str) -> Node:
    def build(b: Builder) -> Effect:
        def run(ctx: Ctx, r: Resolving) -> None:
            p = r.controller
            s = ctx.state
            top = list(s.players[p].library[:count])
            if not top:
                return
            who = ctx.name(-1 - p)
            if revealed:
                reveal_cards(s, tuple(top))             # 701.20a
                ctx.log("701.20a", f"{who} reveals {', '.join(ctx.name(o) for o in top)}")
            else:
                look(s, p, top)                         # 701.20e
                ctx.log("701.20e", f"{who} looks at the top {len(top)} cards of their library")
            left = list(top)
            chosen: list[tuple[int, str]] = []
            for take in takes:
                flt = take.desc.filter
                fits = [oid for oid in left if flt.matches(s, oid, p, None)]
                if take.every:
                    picked = fits
                elif fits:
                    picked = ctx.pick(p, f"put {take.desc.text} {_words(take.dest)}", fits, 1,
                                      up_to=True)
                else:
                    picked = []
                for oid in picked:
                    left.remove(oid)
                    chosen.append((oid, take.dest))
            for oid, dest in chosen:
                if dest == HAND:
                    ctx.move(oid, "hand", "put")
                else:
                    ctx.perform(ZoneMove(oid, "battlefield", "put", controller=p, tapped=True,
                                         rule="400.7"))
            put_rest(ctx, p, left, rest)
        return run
    return build


def _words(dest: str) -> str:
    return "into your hand" if dest == HAND else "onto the battlefield tapped"
