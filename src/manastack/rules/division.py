"""Dividing an amount among targets (601.2d): "~ deals 3 damage divided as you choose among
one, two, or three targets".

As the spell is cast, or the ability activated or put on the stack (602.2b, 603.3d), the
player chooses the targets of a requirement whose `TargetSpec.divided` gives the amount,
never more targets than the amount (each target must receive at least one), then announces
the division, one target at a time. The division is kept on the spell or ability
(`GameObject.division`, aligned with its targets); as it resolves each target still legal
gets its share, and the shares of illegal targets aren't divided again (608.2b).
"""

from __future__ import annotations

from collections.abc import Sequence

from manastack.rules.abilities import TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind


def divided_total(ctx: Ctx, spec: TargetSpec, player: int, itself: int | None,
                  source: int | None) -> int:
    """601.2d: the amount `spec` divides, judged as the spell or ability `itself` is put on
    the stack (its X announced already, 601.2b)."""
    assert spec.divided is not None
    holder = ctx.state.objects.get(itself) if itself is not None else None
    origin = source if source is not None else itself
    r = Resolving(obj=itself if itself is not None else -1,
                  source=origin if origin is not None else -1, controller=player,
                  x=(holder.x or 0) if holder is not None else 0)
    return max(0, spec.divided(ctx, r))


def target_limit(ctx: Ctx, spec: TargetSpec, player: int, itself: int | None,
                 source: int | None) -> int:
    """601.2d: each target gets at least one, so no more targets than the amount."""
    if spec.divided is None:
        return spec.max_count
    return min(spec.max_count, divided_total(ctx, spec, player, itself, source))


def announce_division(ctx: Ctx, player: int, itself: int, specs: Sequence[TargetSpec],
                      targets: Sequence[int], source: int | None = None) -> None:
    """601.2d: the player announces how the amount of each divided requirement is split
    among its targets, at least one each: a share for each target but the last, which gets
    the rest."""
    if not any(spec.divided is not None for spec in specs):
        return
    s = ctx.state
    shares: list[int] = []
    position = 0
    for spec in specs:
        count = min(spec.max_count, len(targets) - position)
        if spec.divided is None:
            shares.extend([0] * count)
            position += count
            continue
        left = divided_total(ctx, spec, player, itself, source)
        mine = list(targets[position:position + count])
        for i, ref in enumerate(mine):
            after = len(mine) - i - 1
            if after == 0:
                share = left
            else:
                options = [Choice("divide", (n,), f"{n} to {ctx.name(ref)}")
                           for n in range(1, left - after + 1)]
                share = int(ctx.choose(player, DecisionKind.NUMBER,
                                       f"{ctx.name(itself)}: divide {left} among "
                                       f"{len(mine) - i} targets (601.2d)", options).args[0])
            shares.append(share)
            left -= share
        position += count
    s.obj_w(itself).division = tuple(shares)
    ctx.log("601.2d", f"{ctx.name(itself)}: divided as " + ", ".join(
        f"{n} to {ctx.name(ref)}" for ref, n in zip(targets, shares, strict=True) if n))


def share(ctx: Ctx, r: Resolving, position: int) -> int:
    """608.2b: the amount announced for the target at `position` (0 once it's gone)."""
    obj = ctx.state.get(r.obj)
    division = obj.division if obj is not None else ()
    return division[position] if position < len(division) else 0
