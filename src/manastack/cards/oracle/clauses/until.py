"""Zone changes "until" an event (610.3): "exile [objects] until ~ leaves the
battlefield". The grammar is `until.lark` beside this file; the rule is rules/until.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.until import exile_until_source_leaves


class UntilClauses:
    """The transformer methods of until.lark."""

    def exile_until_leaves(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if objs.text.startswith(("this", "~")):
            raise Unsupported("exiling the source itself until it leaves")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                exile_until_source_leaves(ctx, object_ids(get, ctx, r), r.source)
            return run
        return build
