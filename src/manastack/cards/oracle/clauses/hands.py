"""A player's hand shown and a card of it chosen by another player (701.20a, 701.9b). The
grammar is `hands.lark` beside this file."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Builder, Effect, Filter, Node, PlayerRef
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving


class HandClauses:
    """The transformer methods of hands.lark."""

    def hand_card(self, c: list[Any]) -> Desc:
        desc: Desc = self.obj_desc(c)  # type: ignore[attr-defined]
        return desc

    def reveal_hand_choose_discard(self, c: list[Any]) -> Node:
        return for_each_revealing_player(c, reveal_hand_and_discard_chosen)


def for_each_revealing_player(c: list[Any], act: Callable[[Ctx, int, int, Filter, str, int],
                                                          None]) -> Node:
    """The players the sentence names (`c[0]`) each reveal their hand, and `act(ctx, player,
    chooser, filter, text, source)` is done with the card description in `c`."""
    players: PlayerRef = c[0]
    desc: Desc = next(x for x in c if isinstance(x, Desc))

    def build(b: Builder) -> Effect:
        get = players.bind(b)

        def run(ctx: Ctx, r: Resolving) -> None:
            for player in get(ctx, r):
                act(ctx, player, r.controller, desc.filter, desc.text, r.source)
        return run
    return build


def reveal_hand_and_discard_chosen(ctx: Ctx, player: int, chooser: int, flt: Filter,
                                   text: str, source: int) -> None:
    """701.20a: `player` shows their hand to all; 701.9b: `chooser` chooses a card of it that
    fits `flt` (if any does) and `player` discards it (701.9a)."""
    chosen = reveal_hand_and_choose(ctx, player, chooser, flt, text, source,
                                    ("to be discarded", "701.9b", "discards it"))
    if chosen is not None:
        ctx.discard(chosen)


def reveal_hand_and_choose(ctx: Ctx, player: int, chooser: int, flt: Filter, text: str,
                           source: int, purpose: tuple[str, str, str]) -> int | None:
    """701.20a: `player` shows their hand to all; `chooser` chooses a card of it that fits
    `flt`, if any does (`purpose`: what the card is chosen for, the rule of what then
    happens, and what happens)."""
    s = ctx.state
    if not s.players[player].in_game:
        return None
    hand = list(s.players[player].hand)
    knowledge.reveal(s, hand)
    who = s.players[player].name
    shown = ", ".join(ctx.name(oid) for oid in hand) or "no cards"
    ctx.log("701.20a", f"{who} reveals their hand: {shown}")
    eligible = [oid for oid in hand if flt.matches(s, oid, chooser, source)]
    if not eligible:
        return None
    what, rule, then = purpose
    chosen = ctx.pick(chooser, f"choose {text} from {who}'s hand {what} ({rule})", eligible, 1)
    ctx.log(rule, f"{s.players[chooser].name} chooses {ctx.name(chosen[0])}; {who} {then}")
    return chosen[0]
