""""If it's [a subtype], [effect]": a test of the object the effect before acted on (the
returned card as it is now, or as it last existed if it has gone, 400.7, 608.2h). The
grammar is `if_it_is.lark` beside this file; the test is graveyards.py's "If it was"."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.graveyards import GraveyardClauses
from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Filter, Node


class IfItIsClauses:
    """The transformer methods of if_it_is.lark."""

    def if_it_is_subtype(self, c: list[Any]) -> Node:
        kinds: tuple[str, Any, str] = c[0]
        _, value, text = kinds
        desc = Desc(Filter().merge(**value), text=text)
        return GraveyardClauses.if_it_was(self, [desc, *c[1:]])    # type: ignore[arg-type]
