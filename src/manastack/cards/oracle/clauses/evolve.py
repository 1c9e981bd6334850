"""Evolve (702.100a): the keyword is its triggered ability, made by `rules.evolve.evolve`
(its text the keyword's, as the audit reads it); "Whenever this creature evolves"
(702.100b).

The grammar is `evolve.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.evolve import evolve, evolves_self


class EvolveClauses:
    """The transformer methods of evolve.lark."""

    def evolve(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", evolve())

    def evolves_trigger(self, c: list[Any]) -> TriggerIR:
        return TriggerIR(evolves_self)
