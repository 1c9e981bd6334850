""""attacking or blocking" in a description of objects (506.4): a creature that is an
attacking creature or a blocking creature. The grammar is `in_combat.lark` beside this file."""

from __future__ import annotations

from typing import Any


class InCombatClauses:
    """The transformer methods of in_combat.lark."""

    def attacking_or_blocking(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"in_combat": True}, "attacking or blocking")
