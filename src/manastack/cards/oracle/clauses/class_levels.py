"""Class levels (716) in Oracle text: "When this Class becomes level N, ..." (716.2a).

The grammar is `class_levels.lark` beside this file; the rules are `rules/classes.py`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.classes import became_level_self


class ClassLevelClauses:
    """The transformer methods of class_levels.lark."""

    def becomes_level_trigger(self, c: list[Any]) -> TriggerIR:
        level = next(t for t in c if isinstance(t, Token) and t.type == "NUMBER")
        return TriggerIR(became_level_self(int(level)))
