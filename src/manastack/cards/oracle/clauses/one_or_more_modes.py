"""A spell's "Choose one or more —" (700.2d: each mode at most once, at least one chosen).
The grammar is `one_or_more_modes.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR


class OneOrMoreModeClauses:
    """The transformer methods of one_or_more_modes.lark."""

    def modal_spell_one_or_more(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("modal", extras=((1, len(c)),), modes=list(c))
