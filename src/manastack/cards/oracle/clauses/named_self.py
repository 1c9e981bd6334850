""""named ~" in a description of objects (201.2). The grammar is `named_self.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.layers import Chars
from manastack.rules.state import GameState


def has_source_name(state: GameState, c: Chars, source: int | None) -> bool:
    """201.2: the object has the source's name (as it last existed, if gone). The source's
    card name is read, not its characteristics: descriptions are also tested while the
    layers are being solved (characteristic-defining abilities, 604.3), where another
    object's characteristics can't be asked for."""
    found = state.last_known(source) if source is not None else None
    return found is not None and c.name == found.card.name


class NamedSelfClauses:
    """The transformer methods of named_self.lark."""

    def named_self_suffix(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"named_as_source": True}, "named ~")
