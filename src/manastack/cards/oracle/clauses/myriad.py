"""Myriad (702.116a): the keyword is its triggered ability, made by `rules.myriad.myriad`
(its text the keyword's, as the audit reads it).

The grammar is `myriad.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.myriad import myriad


class MyriadClauses:
    """The transformer methods of myriad.lark."""

    def myriad(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", myriad())
