"""Keywords whose alternative cost (118.9) is paid only as the keyword's own triggered
ability resolves (madness 702.35a, miracle 702.94a): the cost, with a zone no rule scans for
casts at priority, and the keyword's other abilities, all labelled with the keyword line as
the audit reads it. Used by `madness.py` and `miracle.py` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.rules.abilities import Ability, Cost
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import AlternativeCost


def trigger_cast_keyword(keyword: str, cost: ManaCost, where: str,
                         abilities: Callable[[str], tuple[Ability, ...]]) -> tuple[str, Any]:
    """The keyword line's abilities: "Madness {R}" and its cost "in exile (madness)"."""
    text = f"{keyword.capitalize()} {cost}"
    alternative = AlternativeCost(text, keyword, Cost(mana=cost), zone=f"{where} ({keyword})")
    return ("ability", (alternative, *abilities(text)))
