"""Life paid as a permanent enters (614.1c: "As [this permanent] enters" is a replacement
effect; 614.12: it applies to the permanent as it enters, so it works from the zone it comes
from). Its controller chooses any amount from 0 (119.4b: always possible) to their life total
(119.4) and loses that much; the amount stays on the permanent (`GameObject.chosen`), read by
"where X is the life paid as this artifact entered" (107.3). The grammar is `life_paid.lark`
beside this file."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Amount
from manastack.rules.abilities import ReplacementAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState

LIFE_PAID = "life paid"          # the key in GameObject.chosen
NOT_BATTLEFIELD = ("hand", "library", "graveyard", "exile", "stack", "command")


class LifePaidClauses:
    """The transformer methods of life_paid.lark."""

    def as_enters_pay_life(self, c: list[Any]) -> AbilityIR:
        make: Callable[[str], ReplacementAbility] = as_enters_pay_any_life
        return AbilityIR("ability", items=[make])

    def life_paid_as_entered(self, c: list[Any]) -> Amount:
        def paid(ctx: Ctx, r: Resolving) -> int:
            source = ctx.state.last_known(r.source)      # 608.2h: as it last existed
            return int(source.chosen.get(LIFE_PAID, "0")) if source is not None else 0
        return Amount(count=paid)


def as_enters_pay_any_life(text: str) -> ReplacementAbility:
    """The replacement effect of "As this enters, pay any amount of life" (614.12)."""
    def applies(state: GameState, event: Event, source: GameObject) -> bool:
        return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and \
            event.obj == source.id and LIFE_PAID not in dict(event.chosen)

    def pay(ctx: Ctx, event: Event, source: GameObject) -> Event | None:
        assert isinstance(event, ZoneMove)
        payer = event.controller if event.controller is not None else source.owner
        most = max(0, ctx.state.players[payer].life)           # 119.4: no more than they have
        options = [Choice("life", (n,), f"pay {n} life") for n in range(most + 1)]
        answer = ctx.choose(payer, DecisionKind.NUMBER,
                            f"{ctx.name(source.id)} enters: pay any amount of life (614.12, 119.4)",
                            options)
        amount = int(answer.args[0])
        ctx.lose_life(payer, amount, rule="119.4")
        ctx.log("614.12", f"{ctx.state.players[payer].name} pays {amount} life as "
                f"{ctx.name(source.id)} enters", source.card.name)
        return replace(event, chosen=(*event.chosen, (LIFE_PAID, str(amount))))

    return ReplacementAbility(text, applies, pay, zones=NOT_BATTLEFIELD)
