"""Cumulative upkeep (702.24a): the keyword with a mana cost, or with a cost of life (and
mana) after an em dash, compiles to the triggered ability `rules.cumulative_upkeep` builds.
The grammar is `cumulative_upkeep.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.cumulative_upkeep import cumulative_upkeep
from manastack.rules.mana import ManaCost


class CumulativeUpkeepClauses:
    """The transformer methods of cumulative_upkeep.lark."""

    def cumulative_upkeep(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        _no_x(cost)
        return ("ability", cumulative_upkeep(f"Cumulative upkeep {cost}", cost))

    def cumulative_upkeep_life(self, c: list[Any]) -> AbilityIR:
        life = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        mana = next((x for x in c if isinstance(x, ManaCost)), ManaCost(()))
        _no_x(mana)
        paid = f"{mana} and {life} life" if mana.symbols else f"{life} life"
        ability = cumulative_upkeep(f"Cumulative upkeep—Pay {paid}.", mana, life)
        return AbilityIR("keywords", extras=(("ability", ability),))


def _no_x(cost: ManaCost) -> None:
    if cost.x_count:
        raise Unsupported("cumulative upkeep {X}")
