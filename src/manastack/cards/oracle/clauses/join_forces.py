"""Join forces: "Starting with you, each player may pay any amount of mana." then "where X
is the total amount of mana paid this way" (118.12, 107.3). The players choose and pay in
turn order from the controller (the words say who starts), each seeing what those before
paid; the total is kept in the resolution's own record (`Resolving.event`) for the
instruction after it (608.2c). The grammar is `join_forces.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Amount, Builder, Effect, Node
from manastack.rules.any_mana_costs import pay_any_amount
from manastack.rules.context import Ctx, Resolving

MANA_PAID = "mana paid this way"  # the key in the resolution's own record


class JoinForcesClauses:
    """The transformer methods of join_forces.lark."""

    def join_forces_payment(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                seats = len(s.players)
                order = [
                    p for p in ((r.controller + k) % seats for k in range(seats)) if s.players[p].in_game
                ]
                total = 0
                for player in order:
                    total += pay_any_amount(ctx, player, f"{ctx.name(r.source)}, join forces")
                r.event[MANA_PAID] = total

            return run

        return build

    def total_mana_paid(self, c: list[Any]) -> Amount:
        def paid(ctx: Ctx, r: Resolving) -> int:
            return int(r.event.get(MANA_PAID, 0))

        return Amount(count=paid)
