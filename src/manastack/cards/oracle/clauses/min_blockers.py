"""A creature that can't be blocked except by N or more creatures, or by more than one
(509.1b): a rules marker
its blocks are checked against (rules/min_blockers.py). The grammar is `min_blockers.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.min_blockers import AT_MOST_ONE_BLOCKER, min_blockers_marker


class MinBlockerClauses:
    """The transformer methods of min_blockers.lark."""

    def blocked_only_by_n_or_more(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        if n < 2:
            raise Unsupported(f"'except by {n} or more creatures'")
        return ("rule", (min_blockers_marker(n),))

    def at_most_one_blocker(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (AT_MOST_ONE_BLOCKER,))
