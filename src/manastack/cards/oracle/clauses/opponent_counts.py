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
"""A condition on what one opponent controls (603.4): "an opponent controls three or more
creatures" holds when some single opponent (102.2, 102.3: a player of another team still in
the game) controls that many, not when the opponents do together. Counted on the
permanents' characteristics now (613). The grammar is `opponent_counts.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition, Desc, tokens_of
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


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
    def an_opponent_controls_count(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        more = "more" in tokens_of(c)
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        flt = desc.filter

        def test(state: GameState, you: int, source: int) -> bool:
            team = state.players[you].team
            counts = {p.index: 0 for p in state.players if p.team != team and p.in_game}
            for oid in state.battlefield:
                ch = characteristics(state, oid)
                if ch.controller in counts and flt.test(state, ch, you, source):
                    counts[ch.controller] += 1
            return any(n >= number if more else n <= number for n in counts.values())
        return Condition(test, f"an opponent controls {number} or "
                               f"{'more' if more else 'fewer'} {desc.text}")
