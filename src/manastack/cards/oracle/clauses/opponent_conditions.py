"""A condition on what one opponent controls (603.4): "an opponent controls three or more
creatures" holds when some single opponent (102.2, 102.3: a player of another team still in
the game) controls that many, not when the opponents do together. Counted on the
permanents' characteristics now (613). The grammar is `opponent_conditions.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition, Desc, tokens_of
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


class OpponentConditionClauses:
    """The transformer methods of opponent_conditions.lark."""

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
