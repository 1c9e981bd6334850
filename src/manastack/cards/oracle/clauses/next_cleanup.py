""""Return [it] to its owner's hand at the beginning of the next cleanup step" (603.7a,
514.3a): the effect creates a delayed triggered ability referring to the objects named
(603.7c); it triggers as the next cleanup step begins (`turns.py` performs that step's
`StepBegins` before 514.1) and is put on the stack as 514.3a checks for triggers, after
which players get priority and another cleanup step follows. The grammar is
`next_cleanup.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.next_end_step import _creates
from manastack.cards.oracle.semantics import Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import at_next_step, delayed_ability, that_objects


def _return_them(ctx: Ctx, r: Resolving) -> None:
    for oid in that_objects(ctx, r):        # 603.7c: None once it left the battlefield
        ctx.bounce(oid)


RETURN_AT_CLEANUP = delayed_ability(
    "return at the next cleanup step",
    "Return it to its owner's hand at the beginning of the next cleanup step.",
    at_next_step("cleanup"), _return_them)


class NextCleanupClauses:
    """The transformer methods of next_cleanup.lark."""

    def return_at_next_cleanup(self, c: list[Any]) -> Node:
        return _creates(RETURN_AT_CLEANUP)(c)      # as next_end_step's delayed abilities
