"""Linked abilities that exile (607.1, 607.2a): "return the exiled card to the
battlefield under its owner's control". The grammar is `linked_exile.lark` beside this
file; the rule is rules/linked_exile.py.

An ability of a card that also has such a returning ability remembers what it exiles
(`remember_if_linked`, called by the exile effect): that card's compiled definition names
this template among its templates.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.linked_exile import remember_linked_exile, return_linked_exiled

TEMPLATE = "return_exiled"


def remember_if_linked(ctx: Ctx, r: Resolving, exiled: Sequence[int]) -> None:
    """607.2a: an ability exiling cards is linked to the returning ability printed on the
    same object; a spell's own exile (its source is itself) has none."""
    if r.source == r.obj:
        return
    source = ctx.state.last_known(r.source)
    if source is not None and TEMPLATE in source.card.extra.get("templates", ()):
        remember_linked_exile(ctx, r.source, exiled)


class LinkedExileClauses:
    """The transformer methods of linked_exile.lark."""

    def return_exiled(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                return_linked_exiled(ctx, r.source)
            return run
        return build
