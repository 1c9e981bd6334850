"""Static abilities that forbid players an action (101.2: "can't" wins): "Each opponent who
cast a spell this turn can't attack with creatures." and "Each opponent who attacked with a
creature this turn can't cast spells." (Angelic Arbiter).

A `PlayerProhibition` names the action it forbids (`ATTACK`: declaring attackers, 508.1;
`CAST`: casting spells, 601.2) and which players it forbids it, judged at the moment the
action would be taken; `combat.can_attack` and `casting.can_cast` ask `prohibited`. The
abilities work from the battlefield (604.2), as the permanent's printed abilities.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from manastack.rules.abilities import Ability
from manastack.rules.state import GameState

ATTACK = "attack with creatures"
CAST = "cast spells"

# (state, the source's controller, the player who would act) -> whether it forbids them
Forbidden = Callable[[GameState, int, int], bool]


@dataclass(frozen=True, slots=True)
class PlayerProhibition(Ability):
    """101.2: `action` can't be taken by a player `forbidden` names."""

    action: str
    forbidden: Forbidden


def _sources(state: GameState) -> tuple[int, ...]:
    return tuple(oid for oid in state.battlefield
                 if any(isinstance(a, PlayerProhibition) for a in state.objects[oid].card.abilities))


def prohibited(state: GameState, player: int, action: str) -> str | None:
    """Why `player` can't take `action` now (101.2), or None."""
    for oid in state.zone_memo("player prohibitions", state.battlefield, _sources, state):
        source = state.objects[oid]
        for ability in source.card.abilities:
            if isinstance(ability, PlayerProhibition) and ability.action == action \
                    and ability.forbidden(state, source.controller, player):
                return f"101.2: {source.card.name}: {ability.text}"
    return None


def opponent_who(did: Callable[[GameState, int], bool]) -> Forbidden:
    """"each opponent who [did something this turn]" (102.3)."""
    def forbidden(state: GameState, controller: int, player: int) -> bool:
        return state.players[player].team != state.players[controller].team and did(state, player)
    return forbidden


def cast_a_spell_this_turn(state: GameState, player: int) -> bool:
    return state.players[player].spells_cast_this_turn > 0        # 601.2i


def attacked_this_turn(state: GameState, player: int) -> bool:
    return state.players[player].attackers_this_turn > 0          # 508.1
