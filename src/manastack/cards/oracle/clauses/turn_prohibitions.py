"""Effects forbidding a player actions until end of turn (101.2, 611.2a). The grammar is
`turn_prohibitions.lark` beside this file; the rule is rules/turn_prohibitions.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import tokens_of
from manastack.cards.oracle.semantics import Builder, Effect, Node, PlayerRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.turn_prohibitions import ACTIVATE_NONMANA, CAST, forbid_this_turn

# (action, card types, text)
Forbidden = tuple[str, tuple[str, ...], str]


class TurnProhibitionClauses:
    """The transformer methods of turn_prohibitions.lark."""

    def player_cant_until_end_of_turn(self, c: list[Any]) -> Node:
        players: PlayerRef = next(x for x in c if isinstance(x, PlayerRef))
        acts: list[Forbidden] = [x for x in c if isinstance(x, tuple)]

        def build(b: Builder) -> Effect:
            get = players.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                for player in get(ctx, r):
                    for action, types, text in acts:
                        forbid_this_turn(ctx, player, action, types, r.source, r.controller,
                                         text)
            return run
        return build

    def eot_cant_cast(self, c: list[Any]) -> Forbidden:
        types = tuple(str(x) for x in c)
        return (CAST, types, f"cast {' or '.join(t.lower() for t in types)} spells")

    def eot_spell_type(self, c: list[Any]) -> str:
        return tokens_of(c)[0].capitalize()

    def eot_cant_activate(self, c: list[Any]) -> Forbidden:
        return (ACTIVATE_NONMANA, (), ACTIVATE_NONMANA)
