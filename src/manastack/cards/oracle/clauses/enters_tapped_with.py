""""[This permanent] enters tapped with N [kind] counters on it." (614.1c, 122.6): one
replacement of the event of entering that both taps the permanent and puts the counters on
it. The grammar is `enters_tapped_with.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, CounterKind
from manastack.cards.oracle.semantics import Amount


class EntersTappedWithClauses:
    """The transformer methods of enters_tapped_with.lark."""

    def enters_tapped_with_counters(self, c: list[Any]) -> AbilityIR:
        amount: Amount = next(x for x in c if isinstance(x, Amount))
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        return AbilityIR("enters_tapped", amount=amount, counter_kind=kind.kind)
