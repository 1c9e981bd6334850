"""Every card of a kind in graveyards: "all enchantment cards from your graveyard", "all
creature cards from all graveyards" (404.1; the set is found as the effect happens, 608.2h).
The grammar is `graveyard_sets.lark` beside this file; `references.all_objects` comes here
for a description outside the battlefield."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, ObjGet, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving


class GraveyardSetClauses:
    """The transformer methods of graveyard_sets.lark."""

    def all_graveyards(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("any owner's zone", "graveyard", "from all graveyards")


def all_in_graveyards(desc: Desc) -> ObjRef:
    """"all [cards] from your graveyard / all graveyards": each matching card of each
    player's graveyard, in turn order (101.4), bottom first (404.1: the order is kept)."""
    if desc.zone != "graveyard":
        raise Unsupported(f"all {desc.text} in the {desc.zone}")
    flt = desc.filter

    def bind(b: Builder) -> ObjGet:
        def get(ctx: Ctx, r: Resolving) -> list[int]:
            s = ctx.state
            return [oid for p in s.apnap() for oid in s.players[p].graveyard
                    if flt.matches(s, oid, r.controller, r.source)]
        b.last_obj = get
        return get
    return ObjRef(f"all {desc.text}", bind, plural=True, filter=flt, kind="in graveyards",
                  zone="graveyard")


def may_be_aura(objs: ObjRef) -> bool:
    """Whether the set may hold an Aura card: one put onto the battlefield this way needs an
    object to enchant chosen (303.4f), which `_reanimate` doesn't do."""
    flt = objs.filter
    if flt is None or "Aura" in flt.not_subtypes:
        return flt is None
    return not flt.types or bool(flt.types & {"Enchantment", "permanent"})
