"""Dash (702.109a) in Oracle text; the rules are `rules.dash`. The grammar is `dash.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.abilities import Cost
from manastack.rules.dash import dash
from manastack.rules.mana import ManaCost


class DashClauses:
    """The transformer methods of dash.lark."""

    def dash_keyword(self, c: list[Any]) -> tuple[str, Any]:
        """The alternative cost and the permanent's haste while its dash cost was paid."""
        cost: ManaCost = c[-1]
        return ("spell cost", dash(Cost(mana=cost)))
