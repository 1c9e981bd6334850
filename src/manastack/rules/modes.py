"""Modal spells and abilities (700.2): choosing the modes, the targets of the chosen modes and
following them in the order written.

A mode is `(text, effect, targets)`. A spell or ability chooses between `mode_count[0]` and
`mode_count[1]` of its modes, each at most once (700.2d): "Choose one —" is (1, 1), "Choose
one or both —" (1, 2). The chosen modes are kept in `GameObject.modes` in printed order.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Sequence

from manastack.rules.abilities import Effect, TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind

Mode = tuple[str, Effect, tuple[TargetSpec, ...]]

__all__ = ["Mode", "choose_modes", "mode_targets", "modes_effect", "selectable_modes"]


def selectable_modes(modes: Sequence[Mode], can_target: Callable[[TargetSpec], bool]
                     ) -> list[int]:
    """700.2a-b: the modes that may be chosen: not one whose targets can't be chosen."""
    return [i for i, (_, _, specs) in enumerate(modes)
            if all(spec.min_count == 0 or can_target(spec) for spec in specs)]


def choose_modes(ctx: Ctx, player: int, modes: Sequence[Mode], mode_count: tuple[int, int],
                 name: str, selectable: Sequence[int]) -> tuple[int, ...]:
    """601.2b, 603.3c: the player chooses the modes one at a time among the `selectable`
    ones, each at most once (700.2d), stopping when they like once `mode_count[0]` are
    chosen; returned in printed order (608.2c: the instructions are followed as written).
    Fewer selectable modes than the least number asked: none is chosen (603.3c)."""
    least, most = mode_count
    if len(selectable) < least:
        return ()
    chosen: list[int] = []
    while len(chosen) < most:
        options = [Choice("mode", (i,), f"mode {i + 1}: {modes[i][0]}")
                   for i in selectable if i not in chosen]
        if not options:
            break
        if len(chosen) >= least:
            options.append(Choice("done", (), "no more modes"))
        prompt = f"choose a mode for {name}" if most == 1 else \
            f"choose a mode for {name} ({len(chosen)} chosen, {least} to {most} in all)"
        answer = ctx.choose(player, DecisionKind.MODE, prompt, options)
        if answer.verb == "done":
            break
        chosen.append(int(answer.args[0]))
    return tuple(sorted(chosen))


def mode_targets(modes: Sequence[Mode], chosen: Sequence[int]) -> tuple[TargetSpec, ...]:
    """700.2c: the targets of the chosen modes only, in the order of the modes."""
    return tuple(spec for i in chosen for spec in modes[i][2])


def modes_effect(modes: Sequence[Mode]) -> Effect:
    """608.2c: the effect of a modal spell or ability: each chosen mode in printed order,
    each reading its own targets (its part of the targets chosen, 700.2c)."""
    def run(ctx: Ctx, r: Resolving) -> None:
        offset = 0
        for i in r.modes:
            if ctx.state.game_over:
                return
            _, effect, specs = modes[i]
            effect(ctx, _from(r, offset))
            offset += sum(spec.max_count for spec in specs)
    return run


def _from(r: Resolving, offset: int) -> Resolving:
    """The resolution as one mode sees it: its targets start at position `offset`."""
    if not offset:
        return r
    return dataclasses.replace(r, targets=r.targets[offset:],
                               illegal=frozenset(i - offset for i in r.illegal if i >= offset))
