"""Restrictions a spell's own text puts on casting it (601.3: a player can begin to cast a
spell only if no rule or effect prohibits it): "Cast this spell only during combat.",
"Cast this spell only during the declare attackers step and only if you've been attacked
this step." (Defiant Stand). `casting.can_cast` asks `cast_prohibited`."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability, CardDef, ref_player
from manastack.rules.state import GameState, Step
from manastack.rules.turn_prohibitions import cast_forbidden

Allows = Callable[[GameState, int], bool]       # (state, the player who would cast it)



@dataclass(frozen=True, slots=True)
class CastRestriction(Ability):
    """601.3: when the card may be cast, as its text says; every part must allow it."""

    allows: tuple[Allows, ...]


def cast_prohibited(state: GameState, player: int, card: CardDef) -> str | None:
    """Why the card's own text forbids `player` to cast it now (601.3), or None."""
    forbidden = cast_forbidden(state, player, card)        # 101.2: an effect's "can't"
    if forbidden is not None:
        return forbidden
    for ability in card.abilities:
        if isinstance(ability, CastRestriction) and not all(
                allows(state, player) for allows in ability.allows):
            return f"601.3: {ability.text}"
    return None


def during(steps: frozenset[Step]) -> Allows:
    """"only during [steps]" (500.1)."""
    def allows(state: GameState, player: int) -> bool:
        return state.step in steps
    return allows


def attacked_this_step(state: GameState, player: int) -> bool:
    """"only if you've been attacked this step": 508.1, creatures attack only as they are
    declared in the declare attackers step, so this is that step with a creature attacking
    the player."""
    combat = state.combat
    return state.step is Step.DECLARE_ATTACKERS and combat is not None and any(
        ref_player(defender) == player for _, defender in combat.attackers)


# 506.1: the steps of the combat phase.
COMBAT_STEPS = frozenset({Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS, Step.DECLARE_BLOCKERS,
                          Step.FIRST_STRIKE_DAMAGE, Step.COMBAT_DAMAGE, Step.END_COMBAT})
# "during combat before blockers are declared": 509.1, blockers are declared as the declare
# blockers step begins, so the two steps before it.
BEFORE_BLOCKS = frozenset({Step.BEGIN_COMBAT, Step.DECLARE_ATTACKERS})


def blocks_declared(state: GameState, player: int) -> bool:
    """"during combat after blockers are declared": a combat step after the declaration of
    blockers (509.1; none happens when no creature attacked, 508.8)."""
    combat = state.combat
    return state.step in COMBAT_STEPS and combat is not None and combat.blocks_declared

