""""Commander creatures" (903.3): a description of the objects that are commanders (a copy
of one isn't, it is another object). The grammar is `commander_filters.lark` beside this
file."""

from __future__ import annotations

from typing import Any


class CommanderFilterClauses:
    """The transformer methods of commander_filters.lark."""

    def commander_adj(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"commander": True}, "commander")
