"""Mana paid as a spell or ability resolves (118.12): "[effect] unless you pay {N}" (118.12a:
the same as "You may pay {N}. If you don't, [effect]"; "You may pay {1}. If you do" is
`may_pay.lark`). A player can pay only with the resources to pay in full (118.3); the
choice, not what happened after it, decides (118.12). The grammar is
`pay_on_resolution.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.may_pay import pays_now
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost


class PayOnResolutionClauses:
    """The transformer methods of pay_on_resolution.lark."""

    def unless_you_pay(self, c: list[Any]) -> Node:
        cost: ManaCost = c[-1]
        return _unless_paid(cost, as_node(c[0]))

    def unless_its_controller_pays(self, c: list[Any]) -> Node:
        cost: ManaCost = c[-1]
        return _unless_paid(cost, as_node(c[0]), by_its_controller=True)


def _unless_paid(cost: ManaCost, then: Node, by_its_controller: bool = False) -> Node:
    """The effect `then` unless the payer pays `cost` (118.12a); the payer
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
            if not pays_now(ctx, payer, cost, r.source):
                effect(ctx, r)
        return run
    return build
