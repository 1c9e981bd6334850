"""Exert (701.43): "You may exert this creature as it attacks. When you do, [effect]."

Exerting is an optional cost to attack (701.43d, 508.1g): as attackers are declared, each
attacking creature with such an ability may be exerted by its controller (508.1h, after the
attackers are tapped, 508.1f). An exerted permanent doesn't untap during the exerting
player's next untap step (701.43a): a plain record `(EXERTED, object, player)` in
`state.delayed`, dropped as that untap step ends, however often it was exerted (701.43b).
The `Exerted` event fires the linked "when you do" trigger (607.2h), compiled from the
same paragraph (cards/oracle/clauses/exert.py) with `exerted_self` as its trigger, which is
also how this module knows a creature has the ability.
"""

from __future__ import annotations

from dataclasses import dataclass

from manastack.rules.abilities import TriggeredAbility
from manastack.rules.context import Ctx
from manastack.rules.events import Event
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState

EXERTED = "exerted"          # the kind of this module's records in `state.delayed`


@dataclass(frozen=True, slots=True)
class Exerted(Event):
    """701.43a: `player` exerted `obj`."""

    obj: int
    player: int


def exerted_self(state: GameState, event: Event, source: GameObject) -> bool:
    """The trigger of "When you do" after "You may exert this creature as it attacks"
    (701.43d, 607.2h): this creature was exerted."""
    return isinstance(event, Exerted) and event.obj == source.id


def can_be_exerted_as_it_attacks(state: GameState, oid: int) -> bool:
    """701.43d: the creature has "you may exert this creature as it attacks"."""
    return any(isinstance(a, TriggeredAbility) and a.trigger is exerted_self
               for a in characteristics(state, oid).abilities)


def offer_exert(ctx: Ctx, attackers: list[int]) -> None:
    """508.1g-h, 701.43d: each attacker that may be exerted as it attacks, in declaration
    order, is exerted if its controller chooses to pay that optional cost."""
    s = ctx.state
    for oid in attackers:
        if oid not in s.battlefield or not can_be_exerted_as_it_attacks(s, oid):
            continue
        player = characteristics(s, oid).controller
        if ctx.may(player, f"exert {ctx.name(oid)} as it attacks (701.43d)?"):
            exert(ctx, oid, player)


def exert(ctx: Ctx, oid: int, player: int) -> None:
    """701.43a: `player` exerts `oid`; 701.43c: only a permanent can be."""
    s = ctx.state
    if oid not in s.battlefield:
        return
    if (EXERTED, oid, player) not in s.delayed:        # 701.43b: one expiry either way
        s.delayed = (*s.delayed, (EXERTED, oid, player))
    ctx.log("701.43a", f"{ctx.name(-1 - player)} exerts {ctx.name(oid)}: it won't untap "
            "during their next untap step")
    ctx.perform(Exerted(oid, player, rule="701.43a"))


def stays_tapped(state: GameState, oid: int, player: int) -> bool:
    """701.43a: `oid` was exerted by `player`, whose untap step this is."""
    return bool(state.delayed) and (EXERTED, oid, player) in state.delayed


def end_exertions(state: GameState, players: tuple[int, ...] | list[int]) -> None:
    """701.43a-b: the exertions of `players` end with their untap step."""
    if any(r[0] == EXERTED and r[2] in players for r in state.delayed):
        state.delayed = tuple(r for r in state.delayed
                              if not (r[0] == EXERTED and r[2] in players))
