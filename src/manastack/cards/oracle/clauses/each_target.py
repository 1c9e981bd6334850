"""Several targets, each affected (601.2c): "one or two target creatures", and the damage a
set of sources would deal prevented (615.1a). The grammar is `each_target.lark` beside this
file; the rule is `rules/prevention.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import Desc, desc_allows, object_ids, targetable, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.abilities import TargetSpec
from manastack.rules.context import Ctx, Resolving
from manastack.rules.prevention import prevent_damage


class EachTargetClauses:
    """The transformer methods of each_target.lark."""

    def one_or_more_target_objects(self, c: list[Any]) -> ObjRef:
        # 601.2c: "one or two target creatures": at least one target, at most N.
        most = int(c[0])
        desc: Desc = targetable(c[1])
        text = f"one or {most} target {desc.text}"
        spec = TargetSpec(text, desc_allows(desc), desc.zone, 1, most)
        return sem.target_obj(spec, text, desc.filter, desc.zone)

    def prevent_damage_dealt_by(self, c: list[Any]) -> Node:
        sources: ObjRef = c[-1]
        combat_only = "combat" in tokens_of(c)
        if sources.kind == "all":
            # 615.1: a class of sources would be judged as damage is dealt.
            raise Unsupported("preventing the damage of a class of objects")

        def build(b: Builder) -> Effect:
            get = sources.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                dealers = tuple(object_ids(get, ctx, r))
                if dealers:
                    prevent_damage(ctx, None, combat_only, r.source, r.controller,
                                   dealers=dealers)
            return run
        return build
