"""Limits on untapping in the untap step (502.3): "Players can't untap more than one land
during their untap steps." (Winter Orb, Rising Waters), "... more than two permanents ..."
(Static Orb), "... more than one creature ..." (Stoic Angel). The untapping player chooses
which of their tapped permanents untap, as many as every limit allows."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability
from manastack.rules.context import Ctx
from manastack.rules.decisions import Choice, DecisionKind
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState


@dataclass(frozen=True, slots=True)
class UntapLimit(Ability):
    """502.3: the players `applies(state, controller, player)` picks can't untap more than
    `limit` of the permanents `counts` judges during their untap steps, while
    `holds(state, controller, source)` (always, if None)."""

    limit: int
    counts: Callable[[GameState, Chars], bool]
    what: str
    applies: Callable[[GameState, int, int], bool]
    holds: Callable[[GameState, int, int], bool] | None = None


def untap_limits(state: GameState, player: int) -> list[UntapLimit]:
    """The limits that apply to `player`'s untap step now, in battlefield order."""
    found: list[UntapLimit] = []
    # Without continuous effects each permanent has its printed abilities alone (613).
    ids = state.battlefield if state.has_continuous_effects() else state.zone_memo(
        "untap limiters", state.battlefield, _printed_limiters, state)
    for oid in ids:
        c = characteristics(state, oid)
        for ability in c.abilities:
            if isinstance(ability, UntapLimit) and ability.applies(state, c.controller, player) \
                    and (ability.holds is None or ability.holds(state, c.controller, oid)):
                found.append(ability)
    return found


def _printed_limiters(state: GameState) -> tuple[int, ...]:
    objects = state.objects
    return tuple(oid for oid in state.battlefield
                 if any(isinstance(a, UntapLimit) for a in objects[oid].card.abilities))


def permanents_to_untap(ctx: Ctx, player: int, tapped: list[int]) -> list[int]:
    """502.3: which of `player`'s tapped permanents untap. Those no limit counts always do;
    of the others the player chooses one at a time among those every limit still allows,
    until none is left (untapping is not optional, only which ones)."""
    s = ctx.state
    limits = untap_limits(s, player)
    if not limits:
        return tapped
    counted = {oid: tuple(i for i, lim in enumerate(limits)
                          if lim.counts(s, characteristics(s, oid))) for oid in tapped}
    left = [lim.limit for lim in limits]
    if all(sum(i in counted[oid] for oid in tapped) <= n for i, n in enumerate(left)):
        return tapped
    chosen = [oid for oid in tapped if not counted[oid]]
    open_ = [oid for oid in tapped if counted[oid]]
    words = " and ".join(f"{lim.limit} {lim.what}" for lim in limits)
    while True:
        allowed = [oid for oid in open_ if all(left[i] > 0 for i in counted[oid])]
        if not allowed:
            break
        if len(allowed) == 1:
            oid = allowed[0]
        else:
            oid = _pick(ctx, player, allowed, f"502.3: choose a permanent to untap (at most "
                                              f"{words} untap)")
        chosen.append(oid)
        open_.remove(oid)
        for i in counted[oid]:
            left[i] -= 1
    kept = [oid for oid in tapped if oid not in chosen]
    for oid in kept:
        ctx.log("502.3", f"{ctx.name(oid)} doesn't untap (at most {words} untap)")
    return [oid for oid in tapped if oid in chosen]


def _pick(ctx: Ctx, player: int, allowed: list[int], prompt: str) -> int:
    def options() -> list[Choice]:
        return [Choice("pick", (oid,), f"pick {ctx.name(oid)}") for oid in allowed]
    return int(ctx.decide(player, DecisionKind.PICK, prompt, options).args[0])
