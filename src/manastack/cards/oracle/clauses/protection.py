"""Protection (702.16): "Protection from [quality]" as a keyword kept as printed in lower
case ("protection from black and from red"), so the rules (rules/protection.py) find it in
the permanent's characteristics; "the color of your choice" stays a placeholder that the
effect giving it resolves into a color (608.2d).

The grammar is `protection.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.protection import (
    CHOSEN_COLOR,
    is_protection_keyword,
    protection_keyword,
    subtype_plural,
)


class ProtectionClauses:
    """The transformer methods of protection.lark."""

    def protection(self, c: list[Any]) -> str:
        keyword = protection_keyword(tuple(x for x in c if isinstance(x, str)))
        if not is_protection_keyword(keyword):
            raise Unsupported(f"{keyword} (702.16a: a quality the rules don't know)")
        return keyword

    def protection_quality(self, c: list[Any]) -> str:
        tokens = [t for t in c if isinstance(t, Token)]
        if len(tokens) == 1 and tokens[0].type == "SUBTYPE":
            return subtype_plural(str(tokens[0]))
        return " ".join(str(t) for t in tokens)

    def protection_choice(self, c: list[Any]) -> str:
        return protection_keyword((CHOSEN_COLOR,))
