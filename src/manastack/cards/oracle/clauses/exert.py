"""Exert (701.43d): the paragraph "You may exert this creature as it attacks. When you do,
[effect]." compiles as a triggered ability whose trigger is `rules.exert.exerted_self`;
the combat rules offer the exert to creatures with such an ability (rules/exert.py).

The grammar is `exert.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.exert import exerted_self


class ExertClauses:
    """The transformer methods of exert.lark."""

    def exert_trigger(self, c: list[Any]) -> TriggerIR:
        """701.43d, 607.2h: "when you do" is when this creature is exerted; "it" is it."""
        return TriggerIR(exerted_self)
