"""Restrictions a spell's own text puts on casting it (601.3). The grammar is
`cast_restrictions.lark` beside this file; the rule is rules/cast_restrictions.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR
from manastack.rules import cast_restrictions as rule
from manastack.rules.state import Step


class CastRestrictionClauses:
    """The transformer methods of cast_restrictions.lark."""

    def cast_only(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("cast restriction", items=[x for x in c if callable(x)])

    def during_declare_attackers(self, c: list[Any]) -> rule.Allows:
        return rule.during(frozenset({Step.DECLARE_ATTACKERS}))      # 508

    def if_attacked_this_step(self, c: list[Any]) -> rule.Allows:
        return rule.attacked_this_step
