"""A card's ability that triggers when it is put into a graveyard from anywhere, and
"shuffle [it] into its owner's library".

603.6c: such an ability is never a leaves-the-battlefield ability, even for a permanent
that dies: it doesn't look back in time (603.10a), it is the ability of the card in the
graveyard it went to (113.6k: the trigger works from the graveyard), and "it" is that card
(400.7e, `found_objects.py`). "Shuffle ~ into its owner's library." of an instant or
sorcery moves the spell from the stack as it resolves (608.2n: instead of its graveyard,
Black Sun's Zenith, the Beacons). 701.24c: the library is shuffled even if the card has left
the graveyard before the ability resolves. The grammar is `from_anywhere.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR, object_ids, zone_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.state import GameObject, GameState


def put_into_graveyard(state: GameState, event: Event, source: GameObject) -> bool:
    """The card `source` (in a graveyard now) is the object this move made."""
    return isinstance(event, ZoneMove) and event.to_zone == "graveyard" and event.new_id == source.id


class FromAnywhereClauses:
    """The transformer methods of from_anywhere.lark."""

    def graveyard_from_anywhere_trigger(self, c: list[Any]) -> TriggerIR:
        return TriggerIR(put_into_graveyard, about_self=False, zones=("graveyard",), found_zone="graveyard")

    def shuffle_into_library(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = zone_of(objs)

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                named = list(get(ctx, r))
                if objs.kind == "found":  # the card the trigger was about, wherever it is now
                    named.append(r.event.get("new_id", -1))
                owners = sorted({o.owner for oid in named if (o := ctx.state.last_known(oid)) is not None})
                moved = object_ids(get, ctx, r, zone)
                if objs.is_self and not moved:  # 608.2n: a spell shuffles itself from the stack
                    moved = object_ids(get, ctx, r, "stack")
                for oid in moved:
                    ctx.move(oid, "library", "put")
                for player in owners:  # 701.24c
                    ctx.shuffle(player)

            return run

        return build
