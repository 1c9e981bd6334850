"""Bloodthirst (702.54a): "Bloodthirst N" means "If an opponent was dealt damage this turn,
this permanent enters with N +1/+1 counters on it." The record is each player's
`damage_taken_this_turn` (120.3, reset as each turn begins); the keyword compiles to the
"enters with counters" replacement (614.1c) the compiler builds for that sentence.

The grammar is `bloodthirst.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx, Resolving


def an_opponent_was_dealt_damage(ctx: Ctx, controller: int) -> bool:
    """702.54a: whether an opponent of `controller` was dealt damage this turn."""
    s = ctx.state
    return any(s.players[p].damage_taken_this_turn > 0 for p in s.opponents(controller))


class BloodthirstClauses:
    """The transformer methods of bloodthirst.lark."""

    def bloodthirst(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))

        def count(ctx: Ctx, r: Resolving) -> int:
            return n if an_opponent_was_dealt_damage(ctx, r.controller) else 0
        ir = AbilityIR("enters_counters", amount=Amount(count=count), counter_kind="+1/+1")
        return ("meaning", (f"Bloodthirst {n}", ir, None))
