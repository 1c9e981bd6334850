"""Objects put on top of their owners' libraries together (401.4): each owner arranges the
cards that go into their library, unseen by the others; the rest of the move is 400.7. The
grammar is `owners_libraries.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids, zone_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving


class OwnersLibrariesClauses:
    """The transformer methods of owners_libraries.lark."""

    def put_on_libraries(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        zone = zone_of(objs)

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                ids = object_ids(get, ctx, r, zone)
                owner_of = {oid: ctx.state.objects[oid].owner for oid in ids}
                with ctx.simultaneously(ids):
                    for owner in sorted(set(owner_of.values())):
                        mine = [oid for oid in ids if owner_of[oid] == owner]
                        for oid in reversed(top_first(ctx, owner, mine)):
                            ctx.move(oid, "library", "put")       # the last one ends on top
            return run
        return build


def top_first(ctx: Ctx, owner: int, cards: list[int]) -> list[int]:
    """The order, topmost first, in which `owner` puts `cards` on top of their library
    (401.4: the owner arranges cards put there at the same time)."""
    if len(cards) < 2:
        return cards
    order = ctx.pick(owner, "choose the order to put them on top of your library, topmost "
                     "first", cards, len(cards) - 1)
    return order + [oid for oid in cards if oid not in order]
