"""Backup (702.165): "Backup N" means "When this creature enters, put N +1/+1 counters on
target creature. If that's another creature, it also gains the non-backup abilities of this
creature printed below this one until end of turn." (702.165a).

Which abilities those are is fixed by the card's printed text (702.165c: never abilities the
creature gained; 702.165d: nor changed by what happens before it resolves), so the compiler
hands them over as the ability is built: keywords, given as keywords (613.1f, layer 6), and
other abilities, given by their key (`rules/granted.py`, the "abilities" operation of
`layers.OPERATIONS`), the creature that gains them their source (113.10).
"""

from __future__ import annotations

import dataclasses

from manastack.rules.abilities import Ability, TargetRef, TargetSpec, TriggeredAbility
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.granted import grant, granted_key
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def _creature(state: GameState, ref: TargetRef, controller: int) -> bool:
    obj = state.get(ref) if ref >= 0 else None
    return obj is not None and obj.zone == "battlefield" and characteristics(state, ref).is_creature


TARGET_CREATURE = TargetSpec("target creature", _creature)


def _entered(state: GameState, event: Event, source: GameObject) -> bool:
    return isinstance(event, ZoneMove) and event.to_zone == "battlefield" and event.new_id == source.id


def backup(n: int, keywords: frozenset[str], abilities: tuple[Ability, ...]) -> TriggeredAbility:
    """702.165a: the triggered ability of "Backup N", with the keywords and the abilities
    printed below it (each ability one the engine can grant, `rules/granted.py`)."""
    # A copy is registered, so that the card's own ability stays known by its index.
    keys = tuple(_key(grant(dataclasses.replace(a))) for a in abilities)
    given = tuple(sorted(keywords))

    def put_counters(ctx: Ctx, r: Resolving) -> None:
        target = r.target(0)
        if target is None:
            return
        ctx.add_counters(target, "+1/+1", n)
        if target == r.source or target not in ctx.state.battlefield:
            return  # 702.165a: "If that's another creature"
        ctx.log(
            "702.165a",
            f"{ctx.name(target)} gains the abilities printed below the backup of "
            f"{ctx.name(r.source)} until end of turn",
        )
        if given:
            ctx.add_effect("keywords", given, (target,), source=r.source, controller=r.controller)
        if keys:
            ctx.add_effect("abilities", keys, (target,), source=r.source, controller=r.controller)

    return TriggeredAbility(f"Backup {n}", _entered, put_counters, (TARGET_CREATURE,))


def _key(ability: Ability) -> str:
    key = granted_key(ability)
    assert key is not None
    return key
