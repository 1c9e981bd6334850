""""named ~" in a description of objects (201.2). The grammar is `named_self.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState


def has_source_name(state: GameState, c: Chars, source: int | None) -> bool:
    """201.2: the object has the name the source has now (as it last existed, if gone)."""
    if source is None or state.last_known(source) is None:
        return False
    return c.name == characteristics(state, source).name


class NamedSelfClauses:
    """The transformer methods of named_self.lark."""

    def named_self_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"named_as_source": True}, "named ~")
