"""Conditions on a permanent of a subtype and a card type that a player controls ("you
control a Gideon planeswalker", 205.3), judged on characteristics as the layers leave them
(613). The grammar is `typed_conditions.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition
from manastack.cards.oracle.semantics import Filter, Unsupported
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


class TypedConditionClauses:
    """The transformer methods of typed_conditions.lark."""

    def control_a_typed_subtype(self, c: list[Any]) -> Condition:
        subtype = next(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE")
        kinds: tuple[str, Any, str] = c[-1]
        if kinds[1][2] or kinds[1][3]:
            raise Unsupported(f"controlling a {subtype} {kinds[2]}")
        flt = Filter(subtypes=frozenset({subtype})).merge(types=frozenset(kinds[1][0]),
                                                         controller="you")

        def test(state: GameState, you: int, source: int) -> bool:
            return any(flt.test(state, characteristics(state, oid), you, source)
                       for oid in state.battlefield)
        return Condition(test, f"you control a {subtype} {kinds[2]}")
