""""Remove a [kind] counter from [a permanent you control]" as a cost (118.3): the payer
chooses one of the permanents they control that fits the words and has such a counter. The
grammar is `counter_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import CounterKind, Desc, cost_quality


class CounterCostClauses:
    """The transformer methods of counter_costs.lark."""

    def remove_counter_from_cost(self, c: list[Any]) -> tuple[str, Any]:
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        qualifies = cost_quality(desc, "removing a counter from")
        return ("remove_counter_from", (kind.kind, desc.text, qualifies))
