"""One keyword, then a combat rule: "this creature has hexproof and can't be blocked"
(613.1f, 509.1b). The grammar is `keyword_and_rule.lark` beside this file."""

from __future__ import annotations

from typing import Any


class KeywordAndRuleClauses:
    """The transformer methods of keyword_and_rule.lark."""

    def keyword_and_rule(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("kw", tuple(str(x) for x in c if isinstance(x, str)))
