"""The card itself in its owner's graveyard (113.6m): "Return this card from your graveyard
to your hand.", and the timing restriction "Activate only during your upkeep." (602.5b).
The grammar is `from_graveyard.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Condition
from manastack.cards.oracle.semantics import Builder, ObjGet, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.state import GameState, Step


class FromGraveyardClauses:
    """The transformer methods of from_graveyard.lark."""

    def self_in_graveyard(self, c: list[Any]) -> ObjRef:
        def bind(b: Builder) -> ObjGet:
            # 113.6m: the ability moves its card out of the graveyard, so it functions
            # only from there (the compiler reads this).
            b.functions_from = "graveyard"

            def get(ctx: Ctx, r: Resolving) -> list[int]:
                # 400.7: once the card has left the graveyard it is a new object.
                return [r.source]
            b.last_obj = get
            return get
        return ObjRef("this card from your graveyard", bind, is_self=True, zone="graveyard",
                      kind="self")

    def during_your_upkeep(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return state.active == you and state.step is Step.UPKEEP
        return Condition(test, "during your upkeep")
