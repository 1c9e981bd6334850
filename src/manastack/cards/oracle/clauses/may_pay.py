"""An optional cost paid as the effect resolves (118.12): "You may pay [mana or {E}]. If you
do, [effect]." The grammar is `may_pay.lark` beside this file."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import as_node, only_if
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.casting import can_pay_mana, choose_x, pay_mana
from manastack.rules.context import Ctx, Resolving
from manastack.rules.energy import pay_energy
from manastack.rules.mana import ManaCost


class EnergyPayment(int):
    """How many {E} an optional payment asks (107.14)."""


@dataclass(frozen=True, slots=True)
class ManaAndLife:
    """An optional payment of mana and life together: "pay {1} and 1 life" (119.4)."""

    mana: ManaCost
    life: int


class MayPayClauses:
    """The transformer methods of may_pay.lark."""

    def energy_payment(self, c: list[Any]) -> EnergyPayment:
        return EnergyPayment(sum(1 for t in c if isinstance(t, Token) and t.type == "ENERGY"))

    def mana_and_life(self, c: list[Any]) -> ManaAndLife:
        mana: ManaCost = c[0]
        if mana.x_count:
            raise Unsupported("paying {X} and life")
        return ManaAndLife(mana, int(c[1]))

    def may_pay_sentence(self, c: list[Any]) -> Node:
        payment = c[0]
        if isinstance(payment, ManaCost) and payment.x_count:
            return _may_pay_x(payment, c[1:])
        # 118.12: the controller may pay as it resolves, only if they can (118.3); "if you
        # do" is whether they paid. The targets were chosen as it was put on the stack
        # (601.2c, 603.3d), paid for or not.
        return only_if(c[1:], lambda ctx, r: pays_now(ctx, r.controller, payment, r.source),
                       None)


def _may_pay_x(payment: ManaCost, items: list[Any]) -> Node:
    """"You may pay {X}. If you do, [effect with X]" (118.12, 107.3f): X is chosen as the
    cost is paid, as the ability resolves, and the effect's X is that value."""
    nodes = [as_node(item) for item in items]

    def build(b: Builder) -> Effect:
        targets = len(b.specs)
        effects = [n(b) for n in nodes]
        if len(b.specs) != targets:
            raise Unsupported("a target chosen only if an optional cost is paid")

        def run(ctx: Ctx, r: Resolving) -> None:
            player = r.controller
            if not ctx.may(player, f"pay {payment} ({ctx.name(r.source)})"):
                return
            x = choose_x(ctx, player, payment, ctx.name(r.source), None)
            cost = payment.with_x(x)
            if not can_pay_mana(ctx.state, player, cost):
                return      # 118.3: a cost can't be paid without the resources
            pay_mana(ctx, player, cost, f"{cost} (118.12)")
            ctx.log("118.12", f"{ctx.name(-1 - player)} pays {cost} (X={x}, 107.3f)")
            paid = replace(r, x=x)
            for effect in effects:
                if ctx.state.game_over:
                    return
                effect(ctx, paid)
        return run
    return build


def pays_now(ctx: Ctx, player: int, payment: ManaCost | EnergyPayment | ManaAndLife,
             source: int) -> bool:
    """Whether `player` pays `payment` now, for the effect of `source` (118.12): only one who
    can pay in full may (118.3; life only up to their life total, 119.4)."""
    if isinstance(payment, ManaAndLife):
        text = f"{payment.mana} and {payment.life} life"
        s = ctx.state
        if not (can_pay_mana(s, player, payment.mana) and s.can_pay_life(player, payment.life)) \
                or not ctx.may(player, f"pay {text} ({ctx.name(source)})"):
            return False
        pay_mana(ctx, player, payment.mana, f"{payment.mana} (118.12)")
        ctx.lose_life(player, payment.life, rule="119.4")
        ctx.log("118.12", f"{ctx.name(-1 - player)} pays {text}")
        return True
    if isinstance(payment, EnergyPayment):
        text = "{E}" * payment
        affordable = ctx.state.players[player].energy >= payment
    else:
        text = str(payment)
        affordable = can_pay_mana(ctx.state, player, payment)
    if not affordable or not ctx.may(player, f"pay {text} ({ctx.name(source)})"):
        return False
    if isinstance(payment, EnergyPayment):
        pay_energy(ctx, player, payment)
    else:
        pay_mana(ctx, player, payment, f"{payment} (118.12)")
    ctx.log("118.12", f"{ctx.name(-1 - player)} pays {text}")
    return True
