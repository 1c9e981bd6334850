"""Prevention effects of resolved spells and abilities (615.1a) until end of turn. The
grammar is `prevention.lark` beside this file; the rule is `rules/prevention.py`."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from manastack.cards.oracle.forms import Desc, object_ids, tokens_of
from manastack.cards.oracle.semantics import (
    Builder,
    Effect,
    Filter,
    Node,
    ObjRef,
    PlayerRef,
    Unsupported,
)
from manastack.rules.abilities import TargetRef, player_ref
from manastack.rules.context import Ctx, Resolving
from manastack.rules.prevention import prevent_damage


class PreventionClauses:
    """The transformer methods of prevention.lark."""

    def prevent_all_damage_to(self, c: list[Any]) -> Node:
        protected = c[-1]
        combat_only = "combat" in tokens_of(c)

        def build(b: Builder) -> Effect:
            if isinstance(protected, YouAndControlled):
                types = protected.types

                def run_controlled(ctx: Ctx, r: Resolving) -> None:
                    prevent_damage(ctx, (player_ref(r.controller),), combat_only, r.source,
                                   r.controller, (r.controller, types))
                return run_controlled
            if isinstance(protected, PlayerRef):
                get_players = protected.bind(b)

                def recipients(ctx: Ctx, r: Resolving) -> tuple[TargetRef, ...]:
                    return tuple(player_ref(p) for p in get_players(ctx, r))
            elif isinstance(protected, ObjRef):
                if protected.kind == "all":
                    # 615.1: the effect would apply to whatever matches as damage is dealt,
                    # not to a set locked in as it begins.
                    raise Unsupported("preventing damage to a class of objects")
                get_objects = protected.bind(b)

                def recipients(ctx: Ctx, r: Resolving) -> tuple[TargetRef, ...]:
                    return tuple(object_ids(get_objects, ctx, r))
            else:
                def recipients(ctx: Ctx, r: Resolving) -> tuple[TargetRef, ...]:
                    return (r.source,)        # "him", "her": the source itself

            def run(ctx: Ctx, r: Resolving) -> None:
                protected_now = recipients(ctx, r)
                if protected_now:
                    prevent_damage(ctx, protected_now, combat_only, r.source, r.controller)
            return run
        return build

    def prevent_all_damage(self, c: list[Any]) -> Node:
        combat_only = "combat" in tokens_of(c)

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                prevent_damage(ctx, None, combat_only, r.source, r.controller)
            return run
        return build

    def self_pronoun(self, c: list[Any]) -> str:
        return "self"

    def you_and_controlled(self, c: list[Any]) -> YouAndControlled:
        desc: Desc = c[-1]
        flt = desc.filter
        if desc.zone != "battlefield" or flt != Filter(text=flt.text, types=flt.types,
                                                        controller="you"):
            raise Unsupported(f"preventing damage to you and {desc.text}")
        return YouAndControlled(tuple(sorted(flt.types)))


@dataclass(frozen=True)
class YouAndControlled:
    """"you and [permanents] you control": their card types ("Permanent": any)."""

    types: tuple[str, ...]
