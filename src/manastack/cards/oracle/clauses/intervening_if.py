""""[Trigger], if [condition], [effect]." (603.4): the ability triggers only if the condition
holds as its event happens, and does nothing as it resolves unless it still holds (both
checked by the engine: `TriggeredAbility.intervening_if`); and "you control no
[permanents]". The grammar is `intervening_if.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import AbilityIR, Condition, Desc, TriggerIR
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


class InterveningIfClauses:
    """The transformer methods of intervening_if.lark."""

    def triggered_if_condition(self, c: list[Any]) -> AbilityIR:
        trig: TriggerIR = c[0]
        condition: Condition = c[1]

        def holds(state: GameState, source: GameObject) -> bool:
            # 603.4: "you" is the controller of the source (as it last existed, 608.2h).
            you = characteristics(state, source.id).controller
            return condition.test(state, you, source.id)
        return AbilityIR("triggered", trigger=trig, items=c[2], intervening_if=holds)

    def none_types(self, c: list[Any]) -> tuple[str, Any, str]:
        return ReferenceClauses.type_list(self, c)   # type: ignore[arg-type]

    def control_none(self, c: list[Any]) -> Condition:
        desc: Desc = ReferenceClauses.obj_desc(self, c)   # type: ignore[arg-type]
        flt = desc.filter

        def test(state: GameState, you: int, source: int) -> bool:
            return not any(characteristics(state, oid).controller == you
                           and flt.test(state, characteristics(state, oid), you, source)
                           for oid in state.battlefield)
        return Condition(test, f"you control no {desc.text}")
