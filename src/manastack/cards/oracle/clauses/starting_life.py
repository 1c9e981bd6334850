"""The starting life total (103.4) in conditions, and "Activate only if ... and only as a
sorcery" (602.5b, 602.5d). The grammar is `starting_life.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Condition
from manastack.rules.starting_life import starting_life_total
from manastack.rules.state import GameState


class StartingLifeClauses:
    """The transformer methods of starting_life.lark."""

    def activated_if_and_as_sorcery(self, c: list[Any]) -> AbilityIR:
        cost, _ = c[0]
        condition: Condition = c[2]
        return AbilityIR("activated", cost=cost, items=c[1], restrictions=("sorcery",),
                         only_if=condition)

    def life_above_starting(self, c: list[Any]) -> Condition:
        more = int(c[0])

        def test(state: GameState, you: int, source: int) -> bool:
            # 103.4: compared with the variant's starting life total, whatever the life was.
            return state.players[you].life >= starting_life_total(state) + more
        return Condition(test, f"you have at least {more} life more than your starting life "
                               "total")
