"""Cascade (702.85a): the keyword is its triggered ability, `rules.cascade.CASCADE`
(labelled with the keyword, as the audit reads it). The grammar is `cascade.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.cascade import CASCADE


class CascadeClauses:
    """The transformer methods of cascade.lark."""

    def cascade_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", CASCADE)
