"""Investigate (701.16a): the keyword action is "Create a Clue token" (111.10f), twice for
"investigate twice"; the token is made as any other named token (tokens.py). The grammar
is `investigate.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.effects import EffectClauses
from manastack.cards.oracle.semantics import Node
from manastack.cards.oracle.tokens import named_token


class InvestigateClauses:
    """The transformer methods of investigate.lark."""

    def investigate_once(self, c: list[Any]) -> Node:
        return _clues(self, 1)

    def investigate_twice(self, c: list[Any]) -> Node:
        return _clues(self, 2)


def _clues(transformer: object, n: int) -> Node:
    """701.16a: create `n` Clue tokens, as "create N Clue tokens" does (effects.py)."""
    return EffectClauses.create_token(transformer, [(sem.const(n), False),  # type: ignore[arg-type]
                                                    named_token("Clue")])
