""""the total number of [instant and sorcery] cards you own in exile and in your graveyard"
(404.1, 406.1): counted as the effect happens (608.2h), each card with any of the card types
named. The grammar is `owned_card_counts.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Amount
from manastack.rules.context import Ctx, Resolving
from manastack.rules.layers import characteristics


class OwnedCardCountClauses:
    """The transformer methods of owned_card_counts.lark."""

    def owned_card_kinds(self, c: list[Any]) -> frozenset[str]:
        return frozenset(str(t).capitalize() for t in c
                         if isinstance(t, Token) and str(t).lower() not in ("and", "cards"))

    def count_owned_in_exile_and_graveyard(self, c: list[Any]) -> Amount:
        kinds: frozenset[str] = next(x for x in c if isinstance(x, frozenset))

        def count(ctx: Ctx, r: Resolving) -> int:
            s = ctx.state
            you = s.players[r.controller]
            # 406.1, 404.1: the exile zone's cards the player owns, and their graveyard.
            return sum(1 for oid in (*you.exile, *you.graveyard)
                       if kinds & characteristics(s, oid).types)
        return Amount(count=count)
