"""A spell's restrictions on casting it at the steps of combat (601.3, 506.1), conditions of
`rules/cast_restrictions.py` that every part of the restriction must meet. The grammar is
`combat_casts.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules import cast_restrictions as rule


class CombatCastClauses:
    """The transformer methods of combat_casts.lark."""

    def before_blockers_declared(self, c: list[Any]) -> rule.Allows:
        return rule.during(rule.BEFORE_BLOCKS)

    def after_blockers_declared(self, c: list[Any]) -> rule.Allows:
        return rule.blocks_declared
