"""Effects of planeswalkers' loyalty abilities (606) that other cards share: damage to
"target player or planeswalker" and to each permanent that player controls, and loyalty
counters (122.1, 306.5c). The grammar is `loyalty_effects.lark` beside this file."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import CounterKind, Desc, VerbPhrase, object_ids
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Effect,
    Filter,
    Node,
    ObjRef,
    Unsupported,
)
from manastack.rules.abilities import TargetRef, ref_player
from manastack.rules.context import Ctx, Resolving
from manastack.rules.extra_turns import add_extra_turn
from manastack.rules.layers import characteristics
from manastack.rules.state import GameState


@dataclass(frozen=True)
class PlayerOrPlaneswalker:
    """A damage recipient that is a player or a planeswalker (115.1: one target);
    `bind` allocates the target and names the player it means for "that player" (the
    player, or the planeswalker's controller)."""

    text: str
    opponents_only: bool

    def allows(self, s: GameState, ref: TargetRef, me: int) -> bool:
        player = ref_player(ref)
        if player is not None:
            return not self.opponents_only or s.players[player].team != s.players[me].team
        return ref in s.objects and s.objects[ref].zone == "battlefield" \
            and characteristics(s, ref).is_("Planeswalker")

    def bind(self, b: Builder) -> Callable[[Ctx, Resolving], TargetRef | None]:
        index = b.add_target(sem.target_spec(self.text, self.allows))

        def get(ctx: Ctx, r: Resolving) -> TargetRef | None:
            return r.target(index)

        def that_player(ctx: Ctx, r: Resolving) -> list[int]:
            ref = get(ctx, r)
            if ref is None:
                return []
            player = ref_player(ref)
            return [player if player is not None else characteristics(ctx.state, ref).controller]
        b.last_player = that_player
        return get


class LoyaltyEffectClauses:
    """The transformer methods of loyalty_effects.lark."""

    def player_or_planeswalker(self, c: list[Any]) -> PlayerOrPlaneswalker:
        return PlayerOrPlaneswalker("target player or planeswalker", False)

    def opponent_or_planeswalker(self, c: list[Any]) -> PlayerOrPlaneswalker:
        return PlayerOrPlaneswalker("target opponent or planeswalker", True)

    def them_objects(self, c: list[Any]) -> ObjRef:
        """"them": the objects named before (608.2c)."""
        return sem.it_obj("them")

    def also_each_they_control(self, c: list[Any]) -> Node:
        desc: Desc = c[0]
        return _also_each(desc.filter)

    def also_each_creature_and_planeswalker(self, c: list[Any]) -> Node:
        return _also_each(Filter(text="creature or planeswalker",
                                 types=frozenset({"Creature", "Planeswalker"})))

    def also_counters(self, c: list[Any]) -> Node:
        amount = c[0] if isinstance(c[0], Amount) else sem.const(1)
        kind: CounterKind = next(x for x in c if isinstance(x, CounterKind))
        objs: ObjRef = c[-1]

        def build(b: Builder) -> Effect:
            n_of = amount.bound(b)
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = n_of(ctx, r)
                for oid in get(ctx, r):
                    if sem.alive(ctx, oid):
                        ctx.add_counters(oid, kind.kind, n)
            return run
        return build

    def object_deals_damage(self, c: list[Any]) -> Node:
        from manastack.cards.oracle.clauses.effects import damage_node
        objs: ObjRef = c[0]
        amount: Amount = c[1]
        if isinstance(c[2], ObjRef):
            return _object_damages_objects(objs, amount, c[2])
        deal = damage_node("self", amount, c[2])

        def build(b: Builder) -> Effect:
            if objs.plural:
                raise Unsupported("damage dealt by several objects")
            get_source = objs.bind(b)
            effect = deal(b)        # "its power": the object named before (608.2h)

            def run(ctx: Ctx, r: Resolving) -> None:
                # 608.2b: an illegal or vanished source deals no damage.
                for source in get_source(ctx, r):
                    if sem.alive(ctx, source):
                        effect(ctx, dataclasses.replace(r, source=source))
            return run
        return build

    def take_extra_turn(self, c: list[Any]) -> VerbPhrase:
        def make(b: Builder, get: sem.PlayerGet) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                for player in get(ctx, r):
                    add_extra_turn(ctx, player)       # 500.7: one at a time, in APNAP order
            return run
        return VerbPhrase(make)

    def loyalty_counter(self, c: list[Any]) -> CounterKind:
        return CounterKind("loyalty")       # 306.5c: a planeswalker's loyalty


def _object_damages_objects(objs: ObjRef, amount: Amount, recipient: ObjRef) -> Node:
    """"That creature deals damage equal to its power to this creature" (Karplusan Yeti):
    the named object is the damage's source (120.3) and "its" is that object (608.2h), but
    the recipient is named as the ability says it: "this creature" is the ability's source."""
    def build(b: Builder) -> Effect:
        if objs.plural:
            raise Unsupported("damage dealt by several objects")
        get_source = objs.bind(b)
        bound = amount.bound(b)
        b.last_damage = bound
        get_recipients = recipient.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            for source in get_source(ctx, r):
                if not sem.alive(ctx, source):
                    continue                # 608.2b: a vanished source deals no damage
                n = bound(ctx, dataclasses.replace(r, source=source))
                for oid in object_ids(get_recipients, ctx, r):
                    ctx.damage(source, oid, n)
        b.last_damage_deal = None
        return run
    return build


def _also_each(flt: Filter) -> Node:
    """"[Source] deals N damage to [a player] and each [kind] that player controls": the
    first damage's source and amount (120.2), dealt to each such permanent of that player
    (the target planeswalker's controller for "that planeswalker's controller")."""
    def build(b: Builder) -> Effect:
        if b.last_damage is None or b.last_player is None:
            raise Unsupported("'and each ... that player controls' without damage to a player")
        amount, players = b.last_damage, b.last_player

        def run(ctx: Ctx, r: Resolving) -> None:
            n = amount(ctx, r)
            s = ctx.state
            for player in players(ctx, r):
                for oid in sem.battlefield_matching(s, flt, r.controller, r.source):
                    if characteristics(s, oid).controller == player:
                        ctx.damage(r.source, oid, n)
        return run
    return build
