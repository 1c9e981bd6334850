"""Split second (702.61a): the keyword kept on the card, read by rules/split_second.py.

The grammar is `split_second.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.split_second import SPLIT_SECOND


class SplitSecondClauses:
    """The transformer methods of split_second.lark."""

    def split_second(self, c: list[Any]) -> str:
        return SPLIT_SECOND
