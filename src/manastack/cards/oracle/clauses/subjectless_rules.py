"""A combat rule for the turn with its subject left unwritten: "[it] can't be blocked this
turn" after "and", as "it" (the object the sentence named last, 608.2c) would be. The
grammar is `subjectless_rules.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Modify


class SubjectlessRuleClauses:
    """The transformer methods of subjectless_rules.lark."""

    # static.py's method, mixed into the same transformer (OracleTransformer).
    modify: Callable[[list[Any]], Modify]

    def its_rule_this_turn(self, c: list[Any]) -> Modify:
        return self.modify([sem.it_obj("it"), *c])
