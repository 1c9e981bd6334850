""""If that creature would die this turn, exile it instead." (614.1a, 700.4): the object
the sentence before named gets the replacement effect of `rules/exile_instead.py` as the
spell or ability resolves (before state-based actions see it dealt lethal damage, 704.3).
The grammar is `exile_instead.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import object_ids
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.exile_instead import exile_if_it_would_die


class ExileInsteadClauses:
    """The transformer methods of exile_instead.lark."""

    def exile_instead_of_dying(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            named = b.last_obj
            if named is None:
                raise Unsupported("'if that creature would die' refers to nothing")

            def run(ctx: Ctx, r: Resolving) -> None:
                for oid in object_ids(named, ctx, r):
                    exile_if_it_would_die(ctx, oid, r.source, r.controller)
            return run
        return build
