"""The greatest power, toughness or mana value among permanents (208.1, 202.3) as an
amount of an effect. The grammar is `greatest_among.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, tokens_of
from manastack.cards.oracle.semantics import Amount, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class GreatestAmongClauses:
    """The transformer methods of greatest_among.lark."""

    def greatest_quality(self, c: list[Any]) -> str:
        return " ".join(tokens_of(c))

    def greatest_among(self, c: list[Any]) -> Amount:
        quality: str = c[0]
        desc: Desc = c[1]
        if desc.zone != "battlefield":
            raise Unsupported(f"the greatest {quality} among {desc.text}")
        flt = desc.filter

        def count(ctx: Ctx, r: Resolving) -> int:
            """608.2h: counted as the effect happens; 107.1b: a negative value is 0."""
            values = []
            for oid in sem.battlefield_matching(ctx.state, flt, r.controller, r.source):
                chars = characteristics(ctx.state, oid)
                if quality == "mana value":
                    values.append(chars.obj.card.mana_value())
                else:
                    values.append((chars.power if quality == "power" else chars.toughness) or 0)
            return max(0, *values) if values else 0
        return Amount(count=count)
