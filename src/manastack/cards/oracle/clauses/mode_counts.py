"""Modal spells of which more than one mode may be chosen (700.2, 700.2d). The grammar is
`mode_counts.lark` beside this file; choosing and resolving are `rules/modes.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Effect, Unsupported
from manastack.rules.abilities import TargetSpec


class ModeCountClauses:
    """The transformer methods of mode_counts.lark."""

    def modal_one_or_both(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("modal", modes=list(c), mode_counts=(1, 2))


def check_mode_targets(modes: list[tuple[str, Effect, tuple[TargetSpec, ...]]]) -> None:
    """The chosen modes' targets are kept one after another (700.2c), so only the last mode
    written may have a variable number of targets (601.2c)."""
    for _text, _effect, specs in modes[:-1]:
        if any(spec.min_count != spec.max_count for spec in specs):
            raise Unsupported("a variable number of targets in a mode before the last")
