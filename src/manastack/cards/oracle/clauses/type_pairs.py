"""Objects of two card types (205.2b): "artifact creatures", "an enchantment creature card",
"artifact lands". The grammar is `type_pairs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import tokens_of, type_of


class TypePairClauses:
    """The transformer methods of type_pairs.lark."""

    def type_pair(self, c: list[Any]) -> tuple[str, Any, str]:
        first, noun = tokens_of(c)
        # 205.2b: an object with both card types; the noun ("creature") is what it is named
        # as, so descriptions read as that type and also require the other one.
        types = (type_of(first), type_of(noun))
        return ("type pair", (types, noun.endswith("s")), f"{first} {noun}")
