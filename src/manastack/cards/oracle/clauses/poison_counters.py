"""Players getting poison counters (122.1f; 104.3d: ten or more lose the game as a
state-based action; 810.10: a Two-Headed Giant team shares them, `GameState.add_poison`).
The grammar is `poison_counters.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.clauses.effects import each_player
from manastack.cards.oracle.forms import VerbPhrase
from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx


def _give_poison(ctx: Ctx, player: int, n: int) -> None:
    if n <= 0:
        return
    total = ctx.state.add_poison(player, n)
    ctx.log("122.1f", f"{ctx.state.players[player].name} gets {n} poison counter"
            f"{'' if n == 1 else 's'} ({total} in all)")


class PoisonCounterClauses:
    """The transformer methods of poison_counters.lark."""

    def get_poison(self, c: list[Any]) -> VerbPhrase:
        return each_player(c[-1], _give_poison)

    def one_poison(self, c: list[Any]) -> Amount:
        return sem.const(1)

    def n_poison(self, c: list[Any]) -> Amount:
        result: Amount = c[0]
        return result
