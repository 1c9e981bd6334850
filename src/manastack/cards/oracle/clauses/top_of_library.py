"""The top card of your library made public or castable: "Play with the top card of your
library revealed." (401.5, `rules.top_of_library.TopRevealed`) and "You may cast creature
spells from the top of your library." (601.3, `TopCast`: the spells described as in a cast
trigger, judged on the card on top, 601.3e). The grammar is `top_of_library.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.rules.layers import Chars
from manastack.rules.state import GameState
from manastack.rules.top_of_library import TopCast, TopRevealed


class TopOfLibraryClauses:
    """The transformer methods of top_of_library.lark."""

    def play_with_top_revealed(self, c: list[Any]) -> AbilityIR:
        return AbilityIR("ability", items=[TopRevealed])

    def cast_from_top(self, c: list[Any]) -> AbilityIR:
        parts = [x for x in c if not isinstance(x, Token)]
        desc: Desc = self.spell_desc([*parts, Token("SPELLS", "spells")])  # type: ignore[attr-defined]
        flt = desc.filter

        def qualifies(state: GameState, card: Chars, player: int) -> bool:
            return flt.test(state, card, player, None)

        def make(text: str) -> TopCast:
            return TopCast(text, qualifies)
        return AbilityIR("ability", items=[make])
