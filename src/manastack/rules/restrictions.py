"""Restrictions on attacking with a condition (508.1c): "This creature can't attack unless
there are five or more Islands on the battlefield." (Harbor Serpent)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


@dataclass(frozen=True, slots=True)
class AttackCondition(Ability):
    """508.1c: the creature with this ability can't attack unless `holds(state, controller,
    source)` is true as attackers are declared."""

    holds: Callable[[GameState, int, int], bool]


def unmet_attack_condition(state: GameState, oid: int, c: Chars) -> AttackCondition | None:
    """The first restriction of 508.1c on the creature `oid` (characteristics `c`) whose
    condition doesn't hold, or None."""
    for ability in c.abilities:
        if isinstance(ability, AttackCondition) and not ability.holds(state, c.controller, oid):
            return ability
    return None
