"""Scavenge (702.97): "Scavenge [cost]" means "[Cost], Exile this card from your graveyard:
Put a number of +1/+1 counters equal to the power of the card you exiled on target creature.
Activate only as a sorcery." (702.97a), an activated ability that functions only while the
card is in a graveyard (113.6).

The card's power is read as it last existed in the graveyard (608.2h): it was exiled to pay
the cost (602.2b, 118.3), so by the time the ability resolves it is a new object (400.7).
"""

from __future__ import annotations

from manastack.rules.abilities import ActivatedAbility, Cost, TargetRef, TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.state import GameState


def _creature(state: GameState, ref: TargetRef, controller: int) -> bool:
    obj = state.get(ref) if ref >= 0 else None
    return obj is not None and obj.zone == "battlefield" and characteristics(state, ref).is_creature


TARGET_CREATURE = TargetSpec("target creature", _creature)


def scavenge(cost: ManaCost) -> ActivatedAbility:
    """702.97a: the activated ability of "Scavenge [cost]"."""

    def put_counters(ctx: Ctx, r: Resolving) -> None:
        target = r.target(0)
        if target is None:
            return
        power = characteristics(ctx.state, r.source).power or 0  # 608.2h
        ctx.log(
            "702.97a",
            f"{ctx.name(target)} gets {max(0, power)} +1/+1 counter(s) from "
            f"the power of {ctx.name(r.source)}",
        )
        ctx.add_counters(target, "+1/+1", power)

    return ActivatedAbility(
        f"Scavenge {cost}",
        Cost(mana=cost, exile_self=True),
        put_counters,
        (TARGET_CREATURE,),
        sorcery_speed=True,
        zones=("graveyard",),
    )
