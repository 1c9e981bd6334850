"""Mana paid as a spell or ability resolves (118.12): "[effect] unless you pay {N}" (118.12a:
the same as "You may pay {N}. If you don't, [effect]"; "You may pay {1}. If you do" is
`may_pay.lark`). A player can pay only with the resources to pay in full (118.3); the
choice, not what happened after it, decides (118.12). The grammar is
`pay_on_resolution.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.casting import can_pay_mana, pay_mana
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost


class PayOnResolutionClauses:
    """The transformer methods of pay_on_resolution.lark."""

    def unless_you_pay(self, c: list[Any]) -> Node:
        cost: ManaCost = c[-1]
        return _paid_or_not(cost, as_node(c[0]), if_paid=False)

    def unless_its_controller_pays(self, c: list[Any]) -> Node:
        cost: ManaCost = c[-1]
        return _paid_or_not(cost, as_node(c[0]), if_paid=False, by_its_controller=True)


def _paid_or_not(cost: ManaCost, then: Node, if_paid: bool,
                 by_its_controller: bool = False) -> Node:
    """The effect `then` when the payer pays `cost` (if_paid) or when they don't; the payer
    is the controller of the spell or ability, or of the one object `then` names."""
    if "X" in str(cost):
        raise Unsupported("paying {X} as it resolves")

    def build(b: Builder) -> Effect:
        effect = then(b)
        its = b.last_obj
        if by_its_controller and its is None:
            raise Unsupported("'its controller' of nothing named before")

        def run(ctx: Ctx, r: Resolving) -> None:
            payer = r.controller
            if its is not None and by_its_controller:
                named = its(ctx, r)
                if len(named) != 1:
                    return          # 608.2b: the object is gone, nothing to do to it
                payer = characteristics(ctx.state, named[0]).controller
            what = f"{cost} ({ctx.name(r.source)})"
            # 118.3: only a player who can pay in full may choose to pay.
            paid = can_pay_mana(ctx.state, payer, cost) and ctx.may(payer, f"pay {what}")
            if paid:
                pay_mana(ctx, payer, cost, what)
                ctx.log("118.12", f"{ctx.name(-1 - payer)} pays {cost}")
            if paid == if_paid:
                effect(ctx, r)
        return run
    return build
