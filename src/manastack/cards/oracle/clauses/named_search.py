"""Searching for a card by name (701.23, 201.2). The grammar is `named_search.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules import knowledge
from manastack.rules.context import Ctx, Resolving
from manastack.rules.decisions import Choice, DecisionKind


class NamedSearchClauses:
    """The transformer methods of named_search.lark."""

    def search_named_to_hand(self, c: list[Any]) -> Node:
        wanted = str(next(t for t in c if isinstance(t, Token) and t.type == "CARDNAME"))

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                search_library_and_or_graveyard(ctx, r.controller, wanted)
            return run
        return build


ZONE_CHOICES = (("library",), ("graveyard",), ("library", "graveyard"))


def search_library_and_or_graveyard(ctx: Ctx, player: int, wanted: str) -> None:
    """"Search your library and/or graveyard for a card named [name], reveal it, and put it
    into your hand. If you search your library this way, shuffle.": the player chooses the
    zones to search; 701.23a: searching the library, they look at it; 701.23b: they needn't
    find the card; 701.20a: the card found is revealed; 701.24a: a searched library is
    shuffled."""
    s = ctx.state
    options = [Choice("search", zones, "search your " + " and ".join(zones))
               for zones in ZONE_CHOICES]
    answer = ctx.choose(player, DecisionKind.MODE, f"search for a card named {wanted} (701.23)",
                        options)
    zones = tuple(str(zone) for zone in answer.args)
    p = s.players[player]
    if "library" in zones:
        knowledge.look(s, player, p.library)
    candidates = [oid for zone in zones for oid in getattr(p, zone)
                  if s.objects[oid].card.name == wanted]
    found = ctx.pick(player, f"find a card named {wanted} (701.23b: you needn't)",
                     candidates, 1, up_to=True) if candidates else []
    who = p.name
    if found:
        knowledge.reveal(s, found)
        ctx.log("701.20a", f"{who} reveals {ctx.name(found[0])} and puts it into their hand")
        ctx.move(found[0], "hand", "put")
    else:
        ctx.log("701.23b", f"{who} searches their {' and '.join(zones)} and finds no card "
                           f"named {wanted}")
    if "library" in zones:
        ctx.shuffle(player)
