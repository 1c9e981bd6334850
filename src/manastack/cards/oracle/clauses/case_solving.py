"""Case cards (719.3a) in Oracle text: "To solve — [condition]." is the triggered ability
"At the beginning of your end step, if [condition] and this Case is not solved, this Case
becomes solved."

The grammar is `case_solving.lark` beside this file; the rules are `rules/cases.py`.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from manastack.cards.oracle.clauses.conditional_effects import _controller
from manastack.cards.oracle.forms import AbilityIR, Condition, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect
from manastack.rules.cases import becomes_solved, is_solved
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState


class CaseSolvingClauses:
    """The transformer methods of case_solving.lark."""

    def case_to_solve(self, c: list[Any]) -> AbilityIR:
        """719.3a: checked as the end step begins and again on resolution (603.4)."""
        condition: Condition = c[0]
        end_step: TriggerIR = self.step_trigger([("end", "you")])   # type: ignore[attr-defined]
        check = end_step.check

        def holds(state: GameState, source: GameObject) -> bool:
            return not is_solved(source) and condition.test(
                state, _controller(state, source), source.id)

        def triggers(state: GameState, event: Event, source: GameObject) -> bool:
            return bool(check(state, event, source)) and holds(state, source)
        return AbilityIR("triggered", items=[_solve],
                         trigger=dataclasses.replace(end_step, check=triggers,
                                                     intervening_if=holds))


def _solve(b: Builder) -> Effect:
    return becomes_solved


