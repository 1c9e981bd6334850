"""Milling as a cost (118.3, 701.17a-b): `Cost.mill`, paid in rules/casting.py. The grammar
is `mill_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token


class MillCostClauses:
    """The transformer methods of mill_costs.lark."""

    def mill_cost(self, c: list[Any]) -> tuple[str, Any]:
        numbers = [int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"]
        return ("mill", numbers[0] if numbers else 1)
