""""[effect] unless you attacked this turn" (508.1, 608.2c): the effect happens as it
resolves only if its controller declared no attacking creature this turn. The grammar is
`unless_attacked.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import VerbPhrase, as_node, only_if
from manastack.cards.oracle.semantics import Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.player_prohibitions import attacked_this_turn


class UnlessAttackedClauses:
    """The transformer methods of unless_attacked.lark."""

    def unless_you_attacked(self, c: list[Any]) -> Node:
        return only_if([as_node(c[0])], _not_attacked, None)

    def discard_unless_you_attacked(self, c: list[Any]) -> Node:
        discard: VerbPhrase = self.discard(c)  # type: ignore[attr-defined]
        return only_if([as_node(discard)], _not_attacked, None)


def _not_attacked(ctx: Ctx, r: Resolving) -> bool:
    return not attacked_this_turn(ctx.state, r.controller)
