"""Foretell (702.143a): "Foretell [cost]" compiles to the ability `rules.foretell` builds: the
special action from the hand (116.2h) and the alternative cost from exile (118.9). The
grammar is `foretell.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.rules.foretell import foretell_ability
from manastack.rules.mana import ManaCost


class ForetellClauses:
    """The transformer methods of foretell.lark."""

    def foretell(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[-1]
        return ("ability", foretell_ability(cost))
