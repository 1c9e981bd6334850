"""Modal spells (700.2): choosing the mode or modes as the spell is cast (601.2b, 700.2a),
the targets of the chosen modes only (700.2c), and following the chosen modes in the order
they are written (608.2c)."""

from __future__ import annotations

import dataclasses
from itertools import combinations

from manastack.rules.abilities import SpellAbility, TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice
from manastack.rules.state import GameState
from manastack.rules.targets import candidates


def legal_modes(state: GameState, ability: SpellAbility, player: int, source: int,
                exclude: tuple[int, ...] = ()) -> list[int]:
    """700.2a: the modes that can be chosen (a mode whose targets can't all be chosen can't;
    115.5); `source` is the spell (or the card about to be cast), `exclude` what can't be
    its own target."""
    return [i for i, m in enumerate(ability.modes)
            if all(candidates(state, t, player, exclude, source) or t.min_count == 0
                   for t in m[2])]


def mode_options(state: GameState, ability: SpellAbility, player: int,
                 spell_id: int) -> list[Choice]:
    """601.2b, 700.2d: each set of distinct legal modes of an allowed size, in the order
    the modes are written ("choose one or both": each mode alone, then both)."""
    legal = legal_modes(state, ability, player, spell_id, (spell_id,))
    low, high = ability.mode_counts
    options: list[Choice] = []
    for size in range(low, high + 1):
        for chosen in combinations(legal, size):
            words = "; ".join(ability.modes[i][0] for i in chosen)
            numbers = " and ".join(str(i + 1) for i in chosen)
            label = "mode" if size == 1 else "modes"
            options.append(Choice("mode", chosen, f"{label} {numbers}: {words}"))
    return options


def castable(state: GameState, ability: SpellAbility, player: int, card_id: int) -> bool:
    """601.2b: enough legal modes to choose as many as the spell asks for."""
    return len(legal_modes(state, ability, player, card_id)) >= ability.mode_counts[0]


def chosen_specs(ability: SpellAbility, modes: tuple[int, ...]) -> tuple[TargetSpec, ...]:
    """700.2c: the spell has the targets of its chosen modes only, in the modes' order."""
    return tuple(spec for i in modes for spec in ability.modes[i][2])


def resolve_modes(ctx: Ctx, ability: SpellAbility, r: Resolving) -> None:
    """608.2c: the chosen modes' instructions in the order written, each reading its own
    targets (the targets are kept in the modes' order; `compiler` allows a variable number
    of targets only in the last mode written)."""
    offset = 0
    for i in sorted(r.modes):
        specs = ability.modes[i][2]
        width = sum(spec.max_count for spec in specs)
        part = dataclasses.replace(
            r, targets=r.targets[offset:offset + width],
            illegal=frozenset(j - offset for j in r.illegal if offset <= j < offset + width))
        ability.modes[i][1](ctx, part)
        offset += width
        if ctx.state.game_over:
            return
