"""Suspend (702.62a) in Oracle text: "Suspend N—[cost]" compiles to the three abilities
`rules.suspend` builds. The grammar is `suspend.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.mana import ManaCost
from manastack.rules.suspend import suspend_abilities


class SuspendClauses:
    """The transformer methods of suspend.lark."""

    def suspend(self, c: list[Any]) -> tuple[str, Any]:
        n = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        cost: ManaCost = c[-1]
        if cost.x_count:
            raise Unsupported("suspend {X}")
        return ("ability", suspend_abilities(n, cost))
