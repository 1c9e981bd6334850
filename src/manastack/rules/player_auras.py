"""Auras attached to players (702.5d, 303.4b-c, 303.4m): who a permanent enchants, and the
attacks on that player that curses trigger on (508.1m).

An Aura with "Enchant player" targets a player as it's cast (303.4a) and is attached to
that player as it resolves (`GameObject.attached_to` holds the player's reference,
-1 - index, as targets do); state-based actions put it into its owner's graveyard once the
player is no longer one it could enchant or has left the game (303.4c, 704.5m, `rules/sba.py`).
"""

from __future__ import annotations

from manastack.rules.abilities import player_ref, ref_player
from manastack.rules.events import AttackerDeclared
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


def enchanted_player(state: GameState, source: int | None) -> int | None:
    """303.4m: the player the permanent `source` is attached to (as it last existed, 608.2h),
    or None if it isn't attached to a player."""
    obj = state.last_known(source) if source is not None else None
    if obj is None or obj.attached_to is None:
        return None
    return ref_player(obj.attached_to)


def attacks_player(state: GameState, event: AttackerDeclared, player: int | None) -> bool:
    """Whether the declared attacker attacks `player` itself (506.3: a player, not a
    planeswalker they control or a battle they protect)."""
    return player is not None and event.defender == player_ref(player)


def attacker_controller(state: GameState, attacker: int) -> int:
    """The attacking player of one attacker (506.2, 508.1a: its controller as it was declared)."""
    obj = state.last_known(attacker)
    if attacker in state.objects:
        return characteristics(state, attacker).controller
    return obj.controller if obj is not None else state.active


def first_attacker_at(state: GameState, event: AttackerDeclared, by_player: bool) -> bool:
    """603.2c: "whenever [a player] is attacked" triggers once for the whole declaration
    (508.1m), on the first creature declared attacking that player; with `by_player`, once
    for each attacking player ("whenever a player attacks [a player] with one or more
    creatures")."""
    combat = state.combat
    if combat is None:
        return True
    mine = attacker_controller(state, event.obj) if by_player else None
    for attacker, defender in combat.attackers:
        if defender != event.defender:
            continue
        if mine is None or attacker_controller(state, attacker) == mine:
            return attacker == event.obj
    return True


def attacking_opponents(state: GameState, you: int, player: int | None) -> list[int]:
    """"Each opponent attacking that player": your opponents who control a creature
    attacking `player` (506.2, 508.1k), in APNAP order (101.4)."""
    combat = state.combat
    if combat is None or player is None:
        return []
    ref = player_ref(player)
    attackers = {attacker_controller(state, a) for a, d in combat.attackers if d == ref}
    return [p for p in state.apnap() if p in attackers and p in state.opponents(you)]
