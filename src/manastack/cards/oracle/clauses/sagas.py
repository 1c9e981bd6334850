"""Chapter abilities (714.2): "I, II — [effect]" is one chapter ability per Roman numeral
(714.2c), each a triggered ability of the Saga (rules/sagas.py).

The grammar is `sagas.lark` beside this file; `compiler.assemble` makes the abilities.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR
from manastack.cards.oracle.semantics import Unsupported

# 714.2a: the Roman numeral of a chapter symbol.
ROMAN = {"i": 1, "ii": 2, "iii": 3, "iv": 4, "v": 5, "vi": 6}


class SagaClauses:
    """The transformer methods of sagas.lark."""

    def chapter_ability(self, c: list[Any]) -> AbilityIR:
        *numbers, effects = c
        if sorted(set(numbers)) != numbers:
            raise Unsupported("chapter numbers out of order")
        return AbilityIR("chapter", items=effects, extras=tuple(numbers))

    def chapter_number(self, c: list[Any]) -> int:
        return ROMAN[str(c[0]).lower()]
