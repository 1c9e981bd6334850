"""Costs (118, 602.1): what an activated ability asks before its ":".

The grammar is `costs.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

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

if TYPE_CHECKING:
    from manastack.rules.layers import Chars
    from manastack.rules.state import GameState


class CostClauses:
    """The transformer methods of costs.lark."""

    def cost(self, c: list[Any]) -> tuple[Cost, str]:
        mana = ManaCost(())
        kw: dict[str, Any] = {}
        for part in c:
            if isinstance(part, ManaCost):
                mana = part
                continue
            for key, value in (part if isinstance(part[0], tuple) else (part,)):
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

    def sacrifice_cost(self, c: list[Any]) -> tuple[Any, ...]:
        """One part of the cost (a card type), or two ("sacrifice" and the quality)."""
        n = int(c[0]) if isinstance(c[0], Token) else 1
        desc: Desc = c[-1]
        flt = desc.filter
        if c[0] == "another":       # 109.1: a permanent other than the ability's source
            flt = replace(flt, other=True)
            desc = replace(desc, filter=flt, text=f"another {desc.text}")
        if flt == Filter(types=flt.types) and len(flt.types) == 1:
            return ("sacrifice", (next(iter(flt.types)), n))
        if flt.controller not in (None, "you") or desc.zone != "battlefield":
            raise Unsupported(f"sacrificing {desc.text!r} as a cost")
        # 118.3, 701.21a: a permanent its payer controls that fits the words ("a Goblin",
        # "another creature", "an untapped artifact"); the cost offers only those.
        quality = replace(flt, controller=None)

        def qualifies(state: GameState, ch: Chars, source: int) -> bool:
            return quality.test(state, ch, ch.controller, source)
        return ("sacrifice", (desc.text, n)), ("sacrifice_quality", qualifies)

    def pay_life_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("life", int(c[0]))

    def discard_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard", int(c[0]) if c else 1)

    def discard_hand_cost(self, c: list[Any]) -> tuple[str, Any]:
        return ("discard_hand", True)

    def remove_counter_cost(self, c: list[Any]) -> tuple[str, Any]:
        n = int(c[0]) if isinstance(c[0], Token) and c[0].type == "NUMBER" else 1
        kind = next(x for x in c if isinstance(x, CounterKind))
        return ("remove_counters", (kind.kind, n))
