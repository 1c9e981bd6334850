"""Conditions (603.4, 614.1c): "you control an Island or a Swamp", "you control two or more
basic lands", "you control two or fewer other lands".

The grammar is `conditions.lark` beside this file; each method gives one of its rules (a
template) its meaning. A condition is checked for a player (the "you") and a source object,
which need not be on the battlefield (a land about to enter, 614.12): "other" in the
description leaves it out, as everywhere.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Condition, Desc, tokens_of
from manastack.cards.oracle.semantics import Filter
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState


class ConditionClauses:
    """The transformer methods of conditions.lark."""

    def control_a_subtype(self, c: list[Any]) -> Condition:
        wanted = frozenset(str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE")

        def test(state: GameState, you: int, source: int) -> bool:
            return any(characteristics(state, oid).controller == you
                       and characteristics(state, oid).subtypes & wanted
                       for oid in state.battlefield)
        return Condition(test, "you control " + " or ".join(sorted(wanted)))

    def control_count(self, c: list[Any]) -> Condition:
        return counted_condition(c, yours=True)


def counted_condition(c: list[Any], yours: bool) -> Condition:
    """"you control N or more/fewer [permanents]" (with `yours`) or "there are N or
    more/fewer [permanents] on the battlefield", counted on their characteristics now."""
    number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
    more = "more" in tokens_of(c)
    desc: Desc = next(x for x in c if isinstance(x, Desc))
    flt = desc.filter

    def test(state: GameState, you: int, source: int) -> bool:
        count = sum(1 for oid in state.battlefield
                    if _counts(state, characteristics(state, oid), flt, you, source, yours))
        return count >= number if more else count <= number
    counted = f"{number} or {'more' if more else 'fewer'} {desc.text}"
    return Condition(test, f"you control {counted}" if yours
                     else f"there are {counted} on the battlefield")


def _counts(state: GameState, ch: Chars, flt: Filter, you: int, source: int, yours: bool) -> bool:
    return (not yours or ch.controller == you) and flt.test(state, ch, you, source)
