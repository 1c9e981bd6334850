"""Cards separated into two piles (700.3): the top cards of the controller's library are
revealed (701.20a); an opponent (the controller chooses which, if there are several; 102.2)
puts each of them into the first pile or leaves it for the second (700.3a: every card in
exactly one pile; 700.3d: a pile may be empty; 700.3c: they stay in the library meanwhile);
the controller then chooses the pile that goes into their hand, and the other goes into
their graveyard. The grammar is `piles.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind


class PileClauses:
    """The transformer methods of piles.lark."""

    def reveal_into_piles(self, c: list[Any]) -> Node:
        count, piles = (int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER")
        if piles != 2:
            raise Unsupported(f"separating cards into {piles} piles")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                separate(ctx, r.controller, count)
            return run
        return build


def _names(ctx: Ctx, pile: list[int]) -> str:
    return ", ".join(ctx.name(oid) for oid in pile) or "no cards"


def separate(ctx: Ctx, player: int, count: int) -> None:
    s = ctx.state
    cards = list(s.players[player].library[:count])
    if not cards:
        return
    knowledge.reveal(s, cards)                                        # 701.20a
    ctx.log("701.20a", f"{s.players[player].name} reveals {_names(ctx, cards)}")
    team = s.players[player].team
    opponents = [p.index for p in s.players if p.team != team and p.in_game]
    if not opponents:
        return
    separator = opponents[0]
    if len(opponents) > 1:
        answer = ctx.choose(player, DecisionKind.PICK, "choose the opponent who separates the "
                            "cards into two piles (700.3)",
                            [Choice("opponent", (i,), s.players[i].name) for i in opponents])
        separator = int(answer.args[0])
    first = ctx.pick(separator, "put a card into the first pile, the rest make the second "
                     "(700.3a)", cards, len(cards), up_to=True)
    piles = ([oid for oid in cards if oid in first], [oid for oid in cards if oid not in first])
    ctx.log("700.3", f"{s.players[separator].name} separates them into {_names(ctx, piles[0])} "
            f"and {_names(ctx, piles[1])}")
    options = [Choice("pile", (k,), f"pile {k + 1} into your hand: {_names(ctx, pile)}")
               for k, pile in enumerate(piles)]
    chosen = int(ctx.choose(player, DecisionKind.MODE, "choose the pile to put into your hand",
                            options).args[0])
    for oid in piles[chosen]:
        ctx.move(oid, "hand", "put")
    for oid in piles[1 - chosen]:
        ctx.move(oid, "graveyard", "put")
