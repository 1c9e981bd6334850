"""Unblocked attackers and creatures that assign no combat damage.

- 509.3g: "Whenever [a creature] attacks and isn't blocked" triggers if no creatures are
  declared as blockers for it: `declare_blockers` performs an `AttackerNotBlocked` event for
  each such attacking creature once blockers are declared (509.1i), after the blocks.
- 510.1a: "this creature assigns no combat damage this turn" (Goblin Vandal): a record
  (NO_COMBAT_DAMAGE, creature, turn) in `state.delayed`; `combat_damage` skips the creature
  while the record is for the current turn. A creature that changes zones is a new object
  (400.7) the record no longer names.
- "You may have this creature assign its combat damage as though it weren't blocked."
  (Thorn Elemental; 101.1, the card overriding 510.1c): a rules marker,
  AS_THOUGH_UNBLOCKED; as combat damage is assigned, the attacking creature's controller
  chooses whether it assigns all its damage to the player or planeswalker it attacks.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from manastack.rules.abilities import TargetRef, TargetSpec, ref_player
from manastack.rules.context import Ctx
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState

NO_COMBAT_DAMAGE = "assigns no combat damage this turn"
AS_THOUGH_UNBLOCKED = "may assign its combat damage as though it weren't blocked"
DEFENDING = "defending player"      # a filter's controller: "[objects] defending player controls"


@dataclass(frozen=True, slots=True)
class AttackerNotBlocked(Event):
    """509.3g: no creature was declared as a blocker for this attacking creature."""

    obj: int


def announce_unblocked(ctx: Ctx, blocked: tuple[int, ...]) -> None:
    """509.3g: an event for each attacking creature that no blocker was declared for."""
    combat = ctx.state.combat
    if combat is None:
        return
    for attacker, _ in combat.attackers:
        if attacker not in blocked and attacker in ctx.state.objects:
            ctx.perform(AttackerNotBlocked(attacker, rule="509.3g"))


def assign_no_combat_damage(ctx: Ctx, creature: int) -> None:
    """510.1a: `creature` assigns no combat damage this turn (records of past turns go)."""
    s = ctx.state
    kept = tuple(r for r in s.delayed if not (r[0] == NO_COMBAT_DAMAGE and r[2] != s.turn))
    s.delayed = (*kept, (NO_COMBAT_DAMAGE, creature, s.turn))
    ctx.log("510.1a", f"{ctx.name(creature)} assigns no combat damage this turn")


def assigns_no_combat_damage(state: GameState, creature: int) -> bool:
    return any(r[0] == NO_COMBAT_DAMAGE and r[1] == creature and r[2] == state.turn
               for r in state.delayed)


def defending_players(state: GameState, source: int | None) -> set[int]:
    """508.5: the player the attacking creature `source` attacks, or who controls the
    planeswalker it attacks; for any other source (an instant
    during combat, 506.2), every player being attacked. None outside combat."""
    combat = state.combat
    if combat is None:
        return set()
    defender = combat.defender_of(source) if source is not None else None
    defenders = [defender] if defender is not None else [d for _, d in combat.attackers]
    return {p for d in defenders if (p := _defender_player(state, d)) is not None}


def _defender_player(state: GameState, defender: int) -> int | None:
    player = ref_player(defender)
    if player is not None:
        return player
    if defender in state.objects:
        return characteristics(state, defender).controller
    return None


def defended_by(spec: TargetSpec) -> TargetSpec:
    """508.5: `spec`, further limited to objects the defending player of the source (the
    attacking creature whose ability it is) controls."""
    def by_source(state: GameState, ref: TargetRef, controller: int, source: int | None) -> bool:
        return ref >= 0 and ref in state.objects and \
            characteristics(state, ref).controller in defending_players(state, source)
    return replace(spec, by_source=by_source)
