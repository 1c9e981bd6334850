"""A permanent returned to its owner's hand during your next untap step (502.3, 611.2a).
The grammar is `untap_returns.lark` beside this file; the rule is `rules/untap_returns.py`."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.untap_returns import return_during_next_untap


class UntapReturnClauses:
    """The transformer methods of untap_returns.lark."""

    def return_during_next_untap(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if not objs.is_self:
            # "your next untap step" is its controller's only while you control it.
            raise Unsupported("'during your next untap step' for permanents you may not control")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                return_during_next_untap(ctx, object_ids(get, ctx, r), r.source, r.controller)
            return run
        return build
