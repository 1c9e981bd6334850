"""Prevention shields of a set amount (615.7) and the damage dealt for the damage they
prevent (615.5). The grammar is `prevention_shields.lark` beside this file; the rule is
`rules/prevention_shields.py`."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.clauses.loyalty_effects import PlayerOrPlaneswalker
from manastack.cards.oracle.forms import AnyTarget, object_ids
from manastack.cards.oracle.semantics import (
    Amount,
    Builder,
    Effect,
    Node,
    ObjRef,
    PlayerRef,
    Unsupported,
)
from manastack.rules.abilities import TargetRef, TargetSpec, player_ref
from manastack.rules.context import Ctx, Resolving
from manastack.rules.division import share
from manastack.rules.prevention_shields import add_shield, deal_for_prevented

Recipients = Callable[[Ctx, Resolving], list[TargetRef]]


class PreventionShieldClauses:
    """The transformer methods of prevention_shields.lark."""

    def prevent_next_damage(self, c: list[Any]) -> Node:
        unbound: Amount = c[0]
        shielded = c[1]

        def build(b: Builder) -> Effect:
            amount = unbound.bound(b)
            get_shielded = _recipients(shielded, b)

            def run(ctx: Ctx, r: Resolving) -> None:
                n = amount(ctx, r)
                # 615.7: a shield for each player or permanent it names.
                for ref in get_shielded(ctx, r):
                    add_shield(ctx, ref, n, r.source, r.controller)
            return run
        return build

    def prevent_next_damage_divided(self, c: list[Any]) -> Node:
        """601.2d: the amount is divided among the targets as the spell is cast; 615.7: each
        target still legal as it resolves gets a shield of its share (608.2b)."""
        unbound: Amount = c[0]
        spec: TargetSpec = c[1]
        if unbound.x:
            # 601.2d: X would be divided as the spell or ability is put on the stack, before
            # a "where X is" of this sentence is read (Serra's Hymn).
            raise Unsupported("a divided shield of X")

        def build(b: Builder) -> Effect:
            index = b.add_target(dataclasses.replace(spec, divided=unbound.bound(b)))

            def run(ctx: Ctx, r: Resolving) -> None:
                for i in range(index, min(len(r.targets), index + spec.max_count)):
                    ref = r.target(i)
                    n = share(ctx, r, i)
                    if ref is not None and n > 0:
                        add_shield(ctx, ref, n, r.source, r.controller)
            return run
        return build

    def deals_damage_prevented(self, c: list[Any]) -> Node:
        dealer, recipient = c[0], c[-1]
        if dealer != "self":
            raise Unsupported("damage for the damage prevented dealt by 'it'")

        def build(b: Builder) -> Effect:
            get_recipients = _recipients(recipient, b)

            def run(ctx: Ctx, r: Resolving) -> None:
                refs = get_recipients(ctx, r)
                if refs:
                    deal_for_prevented(ctx, r.source, refs[0])
            return run
        return build


def _recipients(phrase: Any, b: Builder) -> Recipients:
    """The players and permanents a phrase names, as target references."""
    if isinstance(phrase, AnyTarget):
        index = b.add_target(phrase.spec)

        def any_target(ctx: Ctx, r: Resolving) -> list[TargetRef]:
            ref = r.target(index)
            return [] if ref is None else [ref]
        return any_target
    if isinstance(phrase, PlayerOrPlaneswalker):
        get_ref = phrase.bind(b)

        def player_or_planeswalker(ctx: Ctx, r: Resolving) -> list[TargetRef]:
            ref = get_ref(ctx, r)
            return [] if ref is None else [ref]
        return player_or_planeswalker
    if isinstance(phrase, PlayerRef):
        get_players = phrase.bind(b)

        def players(ctx: Ctx, r: Resolving) -> list[TargetRef]:
            return [player_ref(p) for p in get_players(ctx, r)]
        return players
    if isinstance(phrase, ObjRef):
        get_objects = phrase.bind(b)

        def objects(ctx: Ctx, r: Resolving) -> list[TargetRef]:
            return list(object_ids(get_objects, ctx, r))
        return objects
    raise Unsupported("a recipient of this kind for a prevention shield")
