"""Who may activate (602.1b): "Any player may activate this ability." The grammar is
`any_player.lark` beside this file. The player who activates it controls the ability on the
stack and pays its costs (602.2a, 602.1a)."""

from __future__ import annotations

from typing import Any


class AnyPlayerClauses:
    """The transformer methods of any_player.lark."""

    def any_player_may_activate(self, c: list[Any]) -> str:
        return "any player"
