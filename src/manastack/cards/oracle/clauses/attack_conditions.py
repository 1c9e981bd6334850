"""Restrictions on attacking with a condition (508.1c), on blocking with one (509.1b), on
each player attacked ("unless
defending player controls an Island"), and the condition "there are N or
more [permanents] on the battlefield". The grammar is `attack_conditions.lark` beside this
file; the rule is rules/restrictions.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.conditions import counted_condition
from manastack.cards.oracle.forms import AbilityIR, Condition, Desc
from manastack.cards.oracle.semantics import ObjRef, Unsupported
from manastack.rules.layers import characteristics
from manastack.rules.restrictions import AttackCondition, BlockCondition, DefenderCondition
from manastack.rules.state import GameState


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

    def cant_block_unless(self, c: list[Any]) -> AbilityIR:
        objs: ObjRef = c[0]
        if not objs.is_self:
            raise Unsupported(f"a restriction on blocking for {objs.text}")
        condition: Condition = c[-1]

        def make(text: str) -> BlockCondition:
            return BlockCondition(text, condition.test)
        return AbilityIR("ability", items=[make])

    def cant_attack_or_block_unless(self, c: list[Any]) -> AbilityIR:
        """508.1c, 509.1b: one ability restricting both declarations by one condition."""
        objs: ObjRef = c[0]
        if not objs.is_self:
            raise Unsupported(f"a restriction on attacking and blocking for {objs.text}")
        condition: Condition = c[-1]

        def make(text: str) -> AttackCondition:
            return AttackCondition(text, condition.test, blocking=True)
        return AbilityIR("ability", items=[make])

    def cant_attack_unless_defender_controls(self, c: list[Any]) -> AbilityIR:
        objs: ObjRef = c[0]
        if not objs.is_self:
            raise Unsupported(f"a restriction on attacking for {objs.text}")
        flt = next(x for x in c if isinstance(x, Desc)).filter

        def controls(state: GameState, player: int) -> bool:
            # 506.2: the player it would attack (or whose planeswalker it would) is the
            # defending player; "controls" reads each permanent's controller now.
            return any(ch.controller == player and flt.test(state, ch, player, -1)
                       for ch in (characteristics(state, oid) for oid in state.battlefield))

        def make(text: str) -> DefenderCondition:
            return DefenderCondition(text, controls)
        return AbilityIR("ability", items=[make])

    def battlefield_count(self, c: list[Any]) -> Condition:
        return counted_condition(c, yours=False)       # every player's permanents
