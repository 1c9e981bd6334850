"""A number of cards counted as the effect happens: "draw cards equal to [a count]" (107.1,
608.2h: the count is taken once, as the instruction is carried out), and "you scry N" with
its subject (701.22a: the controller scries, as "Scry N." without one). The grammar is
`cards_equal_to.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.semantics import Amount, Node


class CardsEqualToClauses:
    """The transformer methods of cards_equal_to.lark."""

    # effects.py's method, mixed into the same transformer (OracleTransformer).
    scry: Callable[[list[Any]], Node]

    def cards_equal_to(self, c: list[Any]) -> Amount:
        result: Amount = c[-1]
        return result

    def you_scry(self, c: list[Any]) -> Node:
        return self.scry(c)
