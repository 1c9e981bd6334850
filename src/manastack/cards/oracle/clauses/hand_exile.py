""""[Players] reveal their hand. You choose a [card] from it. Exile that card." (701.20a,
701.13a): the hand shown to all, the controller chooses a card of it that fits, and it is
exiled. The grammar is `hand_exile.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.hands import for_each_revealing_player, reveal_hand_and_choose
from manastack.cards.oracle.semantics import Filter, Node
from manastack.rules.context import Ctx


class HandExileClauses:
    """The transformer methods of hand_exile.lark."""

    def reveal_hand_choose_exile(self, c: list[Any]) -> Node:
        return for_each_revealing_player(c, _reveal_and_exile_chosen)


def _reveal_and_exile_chosen(ctx: Ctx, player: int, chooser: int, flt: Filter, text: str,
                             source: int) -> None:
    """701.20a: `player` reveals their hand; `chooser` chooses a card of it that fits `flt`
    (if any does) and it is exiled (701.13a)."""
    chosen = reveal_hand_and_choose(ctx, player, chooser, flt, text, source,
                                    ("to be exiled", "701.13a", "exiles it"))
    if chosen is not None:
        ctx.exile(chosen)
