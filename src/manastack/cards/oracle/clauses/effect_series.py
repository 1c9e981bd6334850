"""Effects in a series, "A, B, then C" (608.2c: done in the order written). A verb phrase
without a subject right after players named in the series ("Target opponent loses 2 life,
gets a poison counter, then mills six cards.") is done by those players, bound once (one
target, 115.1); after anything else it's the controller's ("Sacrifice this enchantment,
draw a card, then ..."). The grammar is `effect_series.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import as_node, with_subjectless_verbs
from manastack.cards.oracle.semantics import Node


class EffectSeriesClauses:
    """The transformer methods of effect_series.lark."""

    def effect_series(self, c: list[Any]) -> Node:
        return sem.sequence([as_node(x) for x in with_subjectless_verbs(list(c))])
