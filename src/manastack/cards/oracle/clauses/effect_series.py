"""Effects in a series, "A, B, then C" (608.2c: done in the order written). A verb phrase
without a subject right after players named in the series ("Target opponent loses 2 life,
gets a poison counter, then mills six cards.") is done by those players, bound once (one
target, 115.1); after anything else it's the controller's ("Sacrifice this enchantment,
draw a card, then ..."). The grammar is `effect_series.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import PlayersDo, VerbPhrase, as_node
from manastack.cards.oracle.semantics import Node


class EffectSeriesClauses:
    """The transformer methods of effect_series.lark."""

    def effect_series(self, c: list[Any]) -> Node:
        items: list[Any] = []
        for item in c:
            last = items[-1] if items else None
            if isinstance(item, VerbPhrase) and isinstance(last, PlayersDo) and not last.rest:
                items[-1] = replace(last, verbs=(*last.verbs, item))
            else:
                items.append(item)
        return sem.sequence([as_node(x) for x in items])
