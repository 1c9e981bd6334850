"""A keyword of the controller's choice, given until a duration ends: the choice is made as
the effect resolves (608.2d), by `forms.apply_modify_effect` (`Modify.keyword_choice`).

The grammar is `keyword_choice.lark` beside this file.
"""

from __future__ import annotations

from typing import Any


class KeywordChoiceClauses:
    """The transformer methods of keyword_choice.lark."""

    def keyword_choice(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("kw choice", tuple(str(x) for x in c if isinstance(x, str)))
