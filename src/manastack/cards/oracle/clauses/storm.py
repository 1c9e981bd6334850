"""Storm (702.40a): the keyword is its triggered ability, `rules.storm.STORM` (labelled with
the keyword, as the audit reads it). The grammar is `storm.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.storm import STORM


class StormClauses:
    """The transformer methods of storm.lark."""

    def storm_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", STORM)
