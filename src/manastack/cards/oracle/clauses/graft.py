"""Graft (702.58a): "Graft N" compiles to the abilities `rules.graft` builds. The grammar
is `graft.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.rules.graft import graft


class GraftClauses:
    """The transformer methods of graft.lark."""

    def graft(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        return ("ability", graft(n))
