"""Evasion keywords and the rules markers of static abilities about attacking, blocking,
untapping and hand size (508.1d, 509.1b, 502.3, 402.2).

The grammar is `combat.lark` beside this file; each method gives one of its rules (a
template) its meaning. The markers are read by the rules: `rules/combat.py` (attacks each
combat if able), `rules/evasion.py` (the evasion keywords, "can block only creatures with
flying"), `rules/turns.py` (untap step, cleanup).
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AbilityIR, Modify
from manastack.rules.evasion import BLOCKS_ONLY_FLYING
from manastack.rules.turns import DOESNT_UNTAP, NO_MAXIMUM_HAND_SIZE

ATTACKS_EACH_COMBAT = "attacks each combat"


class CombatClauses:
    """The transformer methods of combat.lark."""

    def crew(self, c: list[Any]) -> tuple[str, Any]:
        """702.122a: "Crew N", an ability of a Vehicle (301.7)."""
        return ("crew", int(c[-1]))

    def attacks_each_combat(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """508.1d: a requirement, obeyed whenever the creature is able to attack."""
        return ("rule", (ATTACKS_EACH_COMBAT,))

    def blocks_only_flying(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """509.1b: a restriction on the creature's blocks."""
        return ("rule", (BLOCKS_ONLY_FLYING,))

    def doesnt_untap(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """502.3: effects can keep permanents from untapping."""
        return ("rule", (DOESNT_UNTAP,))

    def no_maximum_hand_size(self, c: list[Any]) -> AbilityIR:
        """402.2: an effect may say a player has no maximum hand size (514.1)."""
        return AbilityIR("effects", items=[Modify(sem.self_obj("this"),
                                                  rules=(NO_MAXIMUM_HAND_SIZE,))])
