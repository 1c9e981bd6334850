"""Crew and Vehicles (702.122, 301.7).

"Crew N" means "Tap any number of other untapped creatures you control with total power N
or greater: This permanent becomes an artifact creature until end of turn." (702.122a). The
cost is `Cost.crew` (N); the creatures tapped for it needn't have been under their
controller's control since the turn began (302.6 restricts only their own {T} abilities).
A Vehicle has its printed power and toughness only while it's a creature (301.7a, 208.3).
"""

from __future__ import annotations

from manastack.rules.abilities import ActivatedAbility, Cost
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


def crew_candidates(state: GameState, player: int, vehicle: int) -> list[int]:
    """702.122a: the other untapped creatures the player controls."""
    out = []
    for obj in state.permanents():
        if obj.id == vehicle or obj.tapped:
            continue
        c = characteristics(state, obj.id)
        if c.is_creature and c.controller == player:
            out.append(obj.id)
    return out


def _power(state: GameState, oid: int) -> int:
    return max(0, characteristics(state, oid).power or 0)


def can_crew(state: GameState, player: int, vehicle: int, n: int) -> bool:
    """Whether the crew cost N can be paid: their total power is N or greater."""
    return sum(_power(state, oid) for oid in crew_candidates(state, player, vehicle)) >= n


def pay_crew(ctx: Ctx, player: int, vehicle: int, n: int) -> None:
    """702.122a, 702.122b: the player taps creatures one at a time until their total power
    is N or greater, then may tap any number more ("any number": the choice is theirs)."""
    s = ctx.state
    chosen: list[int] = []
    total = 0
    while total < n:
        # Feasible at activation (`can_crew`), so what's left always reaches N.
        options = [oid for oid in crew_candidates(s, player, vehicle) if oid not in chosen]
        picked = ctx.pick(player, f"tap a creature to crew {ctx.name(vehicle)} (total power "
                          f"{total} of {n}, 702.122a)", options, 1)
        chosen.extend(picked)
        total += sum(_power(s, oid) for oid in picked)
    rest = [oid for oid in crew_candidates(s, player, vehicle) if oid not in chosen]
    if rest:
        chosen.extend(ctx.pick(player, f"tap more creatures to crew {ctx.name(vehicle)} "
                               "(702.122a: any number)", rest, len(rest), up_to=True))
    for oid in chosen:
        ctx.tap(oid, for_cost=True)
        ctx.log("702.122b", f"{ctx.name(oid)} crews {ctx.name(vehicle)}")


def _becomes_artifact_creature(ctx: Ctx, r: Resolving) -> None:
    """702.122a: "This permanent becomes an artifact creature until end of turn." (layer 4)."""
    obj = ctx.state.get(r.source)
    if obj is None or obj.zone != "battlefield":
        return
    ctx.add_effect("add_types", (("Artifact", "Creature"), ()), [r.source], "end of turn",
                   source=r.source, controller=r.controller)
    ctx.log("702.122a", f"{ctx.name(r.source)} becomes an artifact creature until end of turn")


def crew(n: int) -> ActivatedAbility:
    """The activated ability "Crew N" stands for (702.122a)."""
    return ActivatedAbility(f"Crew {n}", Cost(crew=n), _becomes_artifact_creature)
