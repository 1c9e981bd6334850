""""your devotion to [color]" (700.5): the number of mana symbols of that color among the
mana costs of the permanents you control (a hybrid symbol of that color counts once). A
face-down permanent has no mana cost (708.2). The grammar is `devotion.lark` beside this
file."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import Chars, characteristics
from manastack.rules.mana import ManaCost


def devotion_to(permanents: Mapping[int, Chars], you: int, color: str) -> int:
    """700.5: `you`'s devotion to `color` (a color letter)."""
    total = 0
    for p in permanents.values():
        if p.controller != you or p.obj.face_down is not None:
            continue
        total += sum(1 for s in p.obj.card.mana_cost.symbols if color in ManaCost((s,)).colors)
    return total


class DevotionClauses:
    """The transformer methods of devotion.lark."""

    def devotion_x(self, c: list[Any]) -> Amount:
        color: str = c[-1]

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            return devotion_to({oid: characteristics(s, oid) for oid in s.battlefield}, r.controller, color)

        return Amount(count=count)
