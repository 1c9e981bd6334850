"""Regeneration (701.19): "Regenerate [permanents]" as an effect, which gives each a
regeneration shield (`rules/regeneration.py`).

The grammar is `regeneration.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.regeneration import regenerate


class RegenerationClauses:
    """The transformer methods of regeneration.lark."""

    def regenerate(self, c: list[Any]) -> Node:
        """701.19a: each permanent gets a shield for the next time it would be destroyed
        this turn."""
        objs: ObjRef = c[0]

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(get, ctx, r):
                    regenerate(ctx, oid, r.source, r.controller)
            return run
        return build

    def can_t_be_regenerated(self, c: list[Any]) -> Node:
        """701.19c: "Destroy target creature. It can't be regenerated.": no shield replaces
        the destructions of the ability (they come before it; the sentence does nothing of
        its own as the ability resolves)."""
        def build(b: Builder) -> Effect:
            if b.last_obj is None:
                raise Unsupported("'can't be regenerated' refers to nothing")
            b.unregenerable = True

            def run(ctx: Ctx, r: Resolving) -> None:
                return None
            return run
        return build
