"""Numbers counted over a player's opponents as the effect happens (102.2-102.3, 608.2h):
"for each opponent you have", "for each opponent who controls fewer creatures than you",
and "two cards for each [counted]".
The grammar is `opponent_counts.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Amount, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class OpponentCountClauses:
    """The transformer methods of opponent_counts.lark."""

    def count_opponents(self, c: list[Any]) -> Amount:
        # 102.3: in a multiplayer game, the opponents still in it (800.4a: a player who
        # left the game is no longer one).
        def count(ctx: Ctx, r: Resolving) -> int:
            return len(ctx.state.opponents(r.controller))
        return Amount(count=count)

    def count_opponents_fewer(self, c: list[Any]) -> Amount:
        desc: Desc = c[0]
        if desc.zone != "battlefield" or desc.filter.controller is not None:
            raise Unsupported(f"opponents controlling fewer {desc.text}")
        flt = desc.filter

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            held: dict[int, int] = {}
            for oid in s.battlefield:
                if flt.matches(s, oid, r.controller, r.source):
                    who = characteristics(s, oid).controller
                    held[who] = held.get(who, 0) + 1
            mine = held.get(r.controller, 0)
            return sum(1 for o in s.opponents(r.controller) if held.get(o, 0) < mine)
        return Amount(count=count)

    def n_cards_for_each(self, c: list[Any]) -> Amount:
        base: Amount = c[0]
        each: Amount = c[-1]
        if base.const is None:
            raise Unsupported("a variable number of cards for each")
        return replace(each, times=base.const * each.times)
