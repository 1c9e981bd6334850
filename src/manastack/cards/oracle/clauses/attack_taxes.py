"""Costs to attack a permanent's controller (508.1d, 508.1h): "Creatures can't attack you
unless their controller pays {2} for each creature they control that's attacking you." A
rule marker on each creature the effect affects, naming the cost and the effect's source
(`rules.attack_costs.tax_marker`; "you or planeswalkers you control ... for each of those
creatures" counts attacks on those planeswalkers too). The grammar is `attack_taxes.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.attack_costs import tax_marker
from manastack.rules.mana import ManaCost


def _tax(c: list[Any], planeswalkers: bool) -> tuple[str, tuple[str, ...]]:
    cost: ManaCost = next(x for x in c if isinstance(x, ManaCost))
    if cost.x_count:
        raise Unsupported("a cost to attack with X")
    # compiler.static_abilities fills in the source as the effect applies.
    return ("rule", (tax_marker(cost, planeswalkers),))


class AttackTaxClauses:
    """The transformer methods of attack_taxes.lark."""

    def attack_tax(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return _tax(c, planeswalkers=False)

    def attack_tax_planeswalkers(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return _tax(c, planeswalkers=True)
