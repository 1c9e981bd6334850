""" "Discard a card at random" as a cost (118.3, 701.9b): the card is chosen at random from
the payer's hand as the cost is paid (`Cost.discard_random`, rules/casting.py), which can be
paid only with a card in hand (besides the spell itself, 601.2a). The grammar is
`random_discard_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any


class RandomDiscardCostClauses:
    """The transformer methods of random_discard_costs.lark."""

    def discard_random_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard_random", 1)
