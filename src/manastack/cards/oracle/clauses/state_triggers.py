"""State triggers (603.8) in Oracle text: "When [condition], [effect]." with a condition on
the game, not an event ("When you control no Islands, sacrifice this creature."). The
trigger never fires on an event; `rules.state_triggers` puts it on the stack while the
condition holds. The grammar is `state_triggers.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.intervening_if import InterveningIfClauses
from manastack.cards.oracle.forms import Condition, TriggerIR
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def _no_event(state: GameState, event: Event, source: GameObject) -> bool:
    return False


class StateTriggerClauses:
    """The transformer methods of state_triggers.lark."""

    def state_trigger(self, c: list[Any]) -> TriggerIR:
        condition: Condition = InterveningIfClauses.control_none(self, c)  # type: ignore[arg-type]

        def holds(state: GameState, source: GameObject) -> bool:
            return condition.test(state, characteristics(state, source.id).controller,
                                  source.id)
        return TriggerIR(_no_event, state=holds)
