"""An object of either of two colors (105.2): "a red or white permanent" is a permanent that
is red, white, or both. The grammar is `color_either.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.semantics import Unsupported


class ColorEitherClauses:
    """The transformer methods of color_either.lark."""

    def color_either(self, c: list[Any]) -> tuple[str, Any, str]:
        (_k1, first, text1), (_k2, second, text2) = c
        if set(first) != {"colors"} or set(second) != {"colors"}:
            raise Unsupported(f"'{text1} or {text2}'")
        return ("filter", {"colors": first["colors"] | second["colors"]}, f"{text1} or {text2}")
