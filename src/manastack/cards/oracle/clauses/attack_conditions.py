"""Restrictions on attacking with a condition (508.1c), and the condition "there are N or
more [permanents] on the battlefield". The grammar is `attack_conditions.lark` beside this
file; the rule is rules/restrictions.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.conditions import counted_condition
from manastack.cards.oracle.forms import AbilityIR, Condition
from manastack.cards.oracle.semantics import ObjRef, Unsupported
from manastack.rules.restrictions import AttackCondition


class AttackConditionClauses:
    """The transformer methods of attack_conditions.lark."""

    def cant_attack_unless(self, c: list[Any]) -> AbilityIR:
        objs: ObjRef = c[0]
        if not objs.is_self:
            raise Unsupported(f"a restriction on attacking for {objs.text}")
        condition: Condition = c[-1]

        def make(text: str) -> AttackCondition:
            return AttackCondition(text, condition.test)
        return AbilityIR("ability", items=[make])

    def battlefield_count(self, c: list[Any]) -> Condition:
        return counted_condition(c, yours=False)       # every player's permanents
