"""Fading (702.32a): "Fading N" compiles to the replacement effect and the upkeep trigger of
`rules.fading.fading`.

The grammar is `fading.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.rules.fading import fading


class FadingClauses:
    """The transformer methods of fading.lark."""

    def fading(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", fading(n))
