"""Naming a card (201.4) and a card revealed at random from a hand (701.20a): "Choose a card
name, then reveal a card at random from your hand. If that card has the chosen name,
[effect]." The grammar is `card_names.lark` beside this file; the rule is rules/naming.py.
"""

from __future__ import annotations

from functools import cache
from typing import Any

from manastack.cards.database import default_database
from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import as_node
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving
from manastack.rules.naming import choose_card_name, has_name


@cache
def oracle_names() -> tuple[str, ...]:
    """201.4: the names a player may choose, those of the cards in the Oracle card
    reference; a split card's or a double-faced card's by each half or face (201.4b,
    201.4d), never both together."""
    found: set[str] = set()
    for name in default_database().names():
        found.update(name.split(" // "))
    return tuple(sorted(found))


class CardNameClauses:
    """The transformer methods of card_names.lark."""

    def named_random_reveal(self, c: list[Any]) -> Node:
        then = sem.sequence([as_node(x) for x in c])

        def build(b: Builder) -> Effect:
            effect = then(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                name = choose_card_name(ctx, r.controller, oracle_names)
                hand = ctx.state.players[r.controller].hand
                if not hand:
                    return  # no card is revealed, so none has the name
                oid = hand[ctx.random_below(len(hand))]
                knowledge.reveal(ctx.state, (oid,))  # 701.20a
                ctx.log(
                    "701.20a",
                    f"{ctx.state.players[r.controller].name} reveals "
                    f"{ctx.name(oid)} at random from their hand",
                )
                if has_name(ctx.state.objects[oid], name):
                    effect(ctx, r)

            return run

        return build
