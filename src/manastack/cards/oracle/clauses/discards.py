""""Discard N cards unless you discard [a kind of] card" (701.9a). The grammar is
`discards.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving


class DiscardClauses:
    """The transformer methods of discards.lark."""

    def discard_unless(self, c: list[Any]) -> Node:
        amount: Amount = c[0]
        desc: Desc = c[-1]
        if desc.plural or "card" not in desc.text:
            raise Unsupported(f"discarding {desc.text!r} instead")
        flt = desc.filter

        def build(b: Builder) -> Effect:
            n_of = amount.bound(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                player = r.controller
                hand = list(ctx.state.players[player].hand)
                kind = [oid for oid in hand if flt.matches(ctx.state, oid, player, None)]
                # 701.9a: the player chooses which to discard: one card of the kind, or else
                # N cards (all of them, if that's all there is).
                if kind and ctx.may(player, f"discard {desc.text} instead"):
                    chosen = ctx.pick(player, f"discard {desc.text}", kind, 1)
                else:
                    n = n_of(ctx, r)
                    chosen = hand if n >= len(hand) else ctx.pick(player, f"discard {n}", hand, n)
                with ctx.simultaneously(chosen):
                    for oid in chosen:
                        ctx.discard(oid)
            return run
        return build
