"""A count of the creatures blocking an object (509.1h: those declared as its blockers;
506.4: a creature removed from combat no longer blocks), counted as the effect happens
(608.2h). "it" is the object named before in the ability (the creature that became
blocked), else the ability's source. The grammar is `blocker_counts.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Amount, Builder
from manastack.rules.context import Ctx, Resolving


class BlockerCountClauses:
    """The transformer methods of blocker_counts.lark."""

    def count_blocking_it(self, c: list[Any]) -> Amount:
        def bind(b: Builder) -> Amount:
            get = b.last_obj

            def count(ctx: Ctx, r: Resolving) -> int:
                combat = ctx.state.combat
                if combat is None:
                    return 0
                ids = get(ctx, r) if get is not None else [r.source]
                return sum(len(combat.blockers_of(oid)) for oid in ids)
            return Amount(count=count)
        return Amount(binder=bind)
