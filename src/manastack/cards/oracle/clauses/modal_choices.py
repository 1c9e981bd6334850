"""Modal abilities (700.2): a modal triggered ability, its modes chosen as it is put on the
stack (603.3c, 700.2b), and "Choose one or both —" (700.2d). The engine's side is
`rules/modes.py`; the grammar is `modal_choices.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, TriggerIR


class ModalChoiceClauses:
    """The transformer methods of modal_choices.lark."""

    def modal_triggered(self, c: list[Any]) -> AbilityIR:
        trigger: TriggerIR = c[0]
        return AbilityIR("modal triggered", trigger=trigger, extras=(c[1],), modes=list(c[2:]))

    def modal_spell_counted(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("modal", extras=(c[0],), modes=list(c[1:]))

    def one_mode_choice(self, c: list[Any]) -> tuple[int, int]:
        return (1, 1)

    def one_or_both_choice(self, c: list[Any]) -> tuple[int, int]:
        return (1, 2)       # 700.2d: two different modes at most
