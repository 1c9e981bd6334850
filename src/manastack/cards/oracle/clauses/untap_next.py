"""Permanents kept tapped through their controller's next untap step (502.3, 611.2a). The
grammar is `untap_next.lark` beside this file; the rule is `rules/untap_next.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids, tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.untap_next import skip_next_untap


class UntapNextClauses:
    """The transformer methods of untap_next.lark."""

    def doesnt_untap_next(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if "your" in tokens_of(c) and not objs.is_self:
            raise Unsupported("'during your next untap step' for permanents you may not control")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                skip_next_untap(ctx, object_ids(get, ctx, r), r.source, r.controller)
            return run
        return build
