"""Objects with a counter of a kind, or with any counter, on them (122.1): a suffix of an
object description (`Filter.with_counter`). The grammar is `with_counters.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import CounterKind
from manastack.cards.oracle.semantics import ANY_COUNTER


class WithCounterClauses:
    """The transformer methods of with_counters.lark."""

    def with_counter(self, c: list[Any]) -> tuple[str, Any, str]:
        kind = next(x for x in c if isinstance(x, CounterKind)).kind
        return ("filter", {"with_counter": kind}, f"with a {kind} counter on it")

    def with_any_counter(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"with_counter": ANY_COUNTER}, "with counters on them")
