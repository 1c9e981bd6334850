"""X as the greatest number of creatures you control that have a creature type in common
(205.3m: creature types; 702.73a: a changeling has every one; 608.2h: counted as the effect
happens). The grammar is `shared_types.lark` beside this file."""

from __future__ import annotations

from collections import Counter
from typing import Any

from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx, Resolving
from manastack.rules.creature_types import CREATURE_TYPES
from manastack.rules.layers import characteristics


class SharedTypeClauses:
    """The transformer methods of shared_types.lark."""

    def most_sharing_a_creature_type(self, c: list[Any]) -> Amount:
        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            per_type: Counter[str] = Counter()
            for oid in s.battlefield:
                chars = characteristics(s, oid)
                if chars.is_creature and chars.controller == r.controller:
                    per_type.update(chars.subtypes & CREATURE_TYPES)
            return max(per_type.values(), default=0)
        return Amount(count=count)
