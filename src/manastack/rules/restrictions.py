"""Restrictions on attacking with a condition (508.1c): "This creature can't attack unless
there are five or more Islands on the battlefield." (Harbor Serpent)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability
from manastack.rules.layers import Chars, characteristics
from manastack.rules.state import GameState


@dataclass(frozen=True, slots=True)
class AttackCondition(Ability):
    """508.1c: the creature with this ability can't attack unless `holds(state, controller,
    source)` is true as attackers are declared."""

    holds: Callable[[GameState, int, int], bool]


CANT_ATTACK_ALONE = "can't attack alone"
CANT_BLOCK_ALONE = "can't block alone"


def not_alone(state: GameState, declared: set[int], marker: str) -> bool:
    """506.5, 508.1c, 509.1b: a creature that "can't attack/block alone" may be declared
    only with another creature: no declaration of it as the only one."""
    if len(declared) != 1:
        return True
    (only,) = declared
    return marker not in characteristics(state, only).rules


def unmet_attack_condition(state: GameState, oid: int, c: Chars) -> AttackCondition | None:
    """The first restriction of 508.1c on the creature `oid` (characteristics `c`) whose
    condition doesn't hold, or None."""
    for ability in c.abilities:
        if isinstance(ability, AttackCondition) and not ability.holds(state, c.controller, oid):
            return ability
    return None
