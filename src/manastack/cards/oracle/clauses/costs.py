"""Costs (118, 602.1): what an activated ability asks before its ":".

The grammar is `costs.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import (
    CounterKind,
    Desc,
    tokens_of,
)
from manastack.cards.oracle.semantics import (
    Filter,
    Unsupported,
)
from manastack.rules.abilities import Cost
from manastack.rules.mana import ManaCost


class CostClauses:
    """The transformer methods of costs.lark."""

    def cost(self, c: list[Any]) -> tuple[Cost, str]:
        mana = ManaCost(())
        kw: dict[str, Any] = {}
        for part in c:
            if isinstance(part, ManaCost):
                mana = part
            else:
                key, value = part
                if key in kw:
                    raise Unsupported("a cost with two parts of one kind")
                kw[key] = value
        return Cost(mana=mana, **kw), ""

    def mana_cost(self, c: list[Any]) -> ManaCost:
        return ManaCost.parse("".join(tokens_of(c)))

    def tap_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("tap", True)

    def untap_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("untap", True)

    def sacrifice_self_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("sacrifice_self", True)

    def sacrifice_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = c[-1]
        flt = desc.filter
        simple = Filter(types=flt.types)
        if flt != simple or len(flt.types) != 1:
            raise Unsupported(f"sacrificing {desc.text!r} as a cost")
        kind = next(iter(flt.types))
        return ("sacrifice", (kind, n))

    def pay_life_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("life", int(c[0]))

    def discard_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard", int(c[0]) if c else 1)

    def remove_counter_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) and c[0].type == "NUMBER" else 1
        kind = next(x for x in c if isinstance(x, CounterKind))
        return ("remove_counters", (kind.kind, n))
