"""A permanent's permission to cast spells from its controller's graveyard (601.3): "Once
during each of your turns, you may cast a creature spell from your graveyard." The spell is
described as it would be cast, and judged on the card in the graveyard (its characteristics
there are the spell's, 601.2a). The grammar is `graveyard_casts.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.rules.graveyard_casts import GraveyardCast
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class GraveyardCastClauses:
    """The transformer methods of graveyard_casts.lark."""

    def graveyard_cast_once_each_turn(self, c: list[Any]) -> AbilityIR:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        flt = desc.filter

        def qualifies(state: GameState, card: Chars, player: int) -> bool:
            return flt.test(state, card, player, None)

        def make(text: str) -> GraveyardCast:
            return GraveyardCast(text, qualifies)

        return AbilityIR("ability", items=[make])
