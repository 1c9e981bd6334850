""""that creature's toughness" after a sacrifice (608.2c: the instruction before it says
which creature; 608.2h: its toughness as it last existed on the battlefield). The sacrifice
notes what it sacrificed (`create_for_each.note_sacrificed`); without a sacrifice before it,
"that creature" is the creature the ability named before (the trigger's event object). The
grammar is `sacrificed_stats.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.create_for_each import SACRIFICED
from manastack.cards.oracle.semantics import Amount, Builder
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class SacrificedStatClauses:
    """The transformer methods of sacrificed_stats.lark."""

    def sacrificed_toughness(self, c: list[Any]) -> Amount:
        def bind(b: Builder) -> Amount:
            named = b.last_obj

            def value(ctx: Ctx, r: Resolving) -> int:
                ids = list(r.event.get(SACRIFICED, ()))
                if not ids and named is not None:
                    ids = named(ctx, r)
                if len(ids) != 1 or ctx.state.last_known(ids[0]) is None:
                    return 0        # nothing was sacrificed: no toughness to count
                return characteristics(ctx.state, ids[0]).toughness or 0
            return Amount(count=value)
        return Amount(binder=bind)
