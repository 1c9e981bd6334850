""""[Effect] unless you discard [cards] / sacrifice [permanents]" (118.12a: a cost paid as
the ability resolves, the same as "you may [pay]; if you don't, [effect]"): Masticore's
upkeep. Only a player with all of it can pay (118.3: a card of the kind in hand, permanents
they control); the choice, not what happens after, decides (118.12). Discards are 701.9a,
sacrifices 701.21a. The grammar is `unless_you.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Desc, as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class UnlessYouClauses:
    """The transformer methods of unless_you.lark."""

    def unless_count(self, c: list[Any]) -> tuple[int, Desc]:
        count = int(c[0]) if len(c) == 2 and isinstance(c[0], Token) else 1
        return count, c[-1]

    def unless_another(self, c: list[Any]) -> tuple[int, Desc]:
        desc: Desc = c[-1]       # 115.1-style "another": not the source itself
        return 1, replace(desc, filter=desc.filter.merge(other=True), text=f"another {desc.text}")

    def unless_you_discard(self, c: list[Any]) -> Node:
        count, desc = c[-1]
        if "card" not in desc.text:
            raise Unsupported(f"discarding {desc.text!r}")
        return _unless(as_node(c[0]), count, desc, "discard")

    def unless_you_sacrifice(self, c: list[Any]) -> Node:
        count, desc = c[-1]
        if desc.zone != "battlefield":
            raise Unsupported(f"sacrificing {desc.text!r}")
        return _unless(as_node(c[0]), count, desc, "sacrifice")


def _unless(then: Node, count: int, desc: Desc, verb: str) -> Node:
    """`then` unless the controller `verb`s `count` objects that `desc` describes."""
    if count < 1:
        raise Unsupported(f"{verb} {count} {desc.text}")

    def build(b: Builder) -> Effect:
        effect = then(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            player = r.controller
            s = ctx.state
            if verb == "discard":
                pool = [oid for oid in s.players[player].hand
                        if desc.filter.matches(s, oid, player, r.source)]
            else:
                pool = [oid for oid in s.battlefield
                        if characteristics(s, oid).controller == player
                        and desc.filter.matches(s, oid, player, r.source)]
            what = f"{verb} {count} {desc.text}"
            # 118.3: only a player who can pay in full may choose to.
            prompt = f"{what} ({ctx.name(r.source)}: the cost of its 'unless', 118.12a)"
            if len(pool) >= count and ctx.may(player, prompt):
                chosen = pool if len(pool) == count else ctx.pick(player, what, pool, count)
                ctx.log("118.12a", f"{ctx.name(-1 - player)} pays: {what}")
                with ctx.simultaneously(chosen):
                    for oid in chosen:
                        if verb == "discard":
                            ctx.discard(oid)
                        else:
                            ctx.sacrifice(oid)
                return
            effect(ctx, r)
        return run
    return build
