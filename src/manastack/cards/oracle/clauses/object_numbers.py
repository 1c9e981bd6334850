""""where X is that creature's mana value / power / toughness" (107.3, 202.3,
208.1): the number of the object the ability named last, as it is as the effect happens,
or as it last existed if it left its zone (608.2h: "Destroy target creature. ... where X is
that creature's mana value"), and the life lost or gained by it ("You lose life equal to
that permanent's mana value."). The grammar is `object_numbers.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.effects import life_change
from manastack.cards.oracle.forms import VerbPhrase
from manastack.cards.oracle.semantics import Amount, Builder, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


def _number(ctx: Ctx, oid: int, which: str) -> int:
    c = characteristics(ctx.state, oid)        # the last known ones, once it has left (608.2h)
    if which == "mana value":
        return c.obj.card.mana_value()          # 202.3
    value = c.power if which == "power" else c.toughness
    return value or 0


class ObjectNumberClauses:
    """The transformer methods of object_numbers.lark."""

    def lose_life_equal_number(self, c: list[Any]) -> VerbPhrase:
        # 119.3: the player loses that much life, counted as the effect happens (608.2h).
        return life_change(self.object_number(c), False)

    def gain_life_equal_number(self, c: list[Any]) -> VerbPhrase:
        return life_change(self.object_number(c), True)

    def object_number(self, c: list[Any]) -> Amount:
        which = " ".join(str(t) for t in c if isinstance(t, Token))

        def bind(b: Builder) -> Amount:
            get = b.last_obj
            if get is None:
                raise Unsupported(f"X is the {which} of nothing named before it")

            def count(ctx: Ctx, r: Resolving) -> int:
                ids = [oid for oid in get(ctx, r) if ctx.state.last_known(oid) is not None]
                return _number(ctx, ids[0], which) if len(ids) == 1 else 0
            return Amount(count=count)
        return Amount(binder=bind)
