"""Discarding cards of a kind as a cost (118.3: only with enough such cards in hand;
701.9a). The rules are rules/casting.py (`discardable_for_cost`, `Cost.discard_quality`);
the grammar is `typed_discard_costs.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class TypedDiscardCostClauses:
    """The transformer methods of typed_discard_costs.lark."""

    def typed_discard_cost(self, c: list[Any]) -> tuple[tuple[str, Any], ...]:
        n = int(c[0]) if isinstance(c[0], Token) and c[0].type == "NUMBER" else 1
        parts = [part for part in c if isinstance(part, tuple)]
        desc: Desc = ReferenceClauses.obj_desc(self, parts)      # type: ignore[arg-type]
        flt = desc.filter
        if flt.controller is not None or flt.other or not (flt.types | flt.subtypes) \
                or flt.types & {"card"}:
            raise Unsupported(f"discarding {desc.text!r} as a cost")
        # The cards are the payer's own hand (701.9a): only the card's qualities are tested.
        quality = replace(flt, controller=None)

        def qualifies(state: GameState, ch: Chars, source: int) -> bool:
            return quality.test(state, ch, ch.obj.owner, source)
        return ("discard", n), ("discard_quality", (desc.text, qualifies))
