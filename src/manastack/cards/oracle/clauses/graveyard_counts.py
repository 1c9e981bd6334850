"""Conditions on the cards in a player's own zone, above all the graveyard (threshold,
delirium, descend: ability words, 207.2c): "there are seven or more cards in your
graveyard", "you have four or more creature cards in your graveyard", "there are four or
more card types among cards in your graveyard" (205.2a). The grammar is
`graveyard_counts.lark` beside this file.

The cards are counted with their printed characteristics (nothing changes a card's types in
a graveyard), so the condition can also be asked while the layers are applied (611.3a);
"your graveyard" is the cards "you" own (404.1, 108.3).
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.defining import (
    CARD_TYPES,
    PLAYER_ZONES,
    _checked,
    cards_in_zone,
    zone_cards,
)
from manastack.cards.oracle.forms import Condition, Desc, tokens_of
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.state import GameState


class GraveyardCountClauses:
    """The transformer methods of graveyard_counts.lark."""

    def zone_card_count(self, c: list[Any]) -> Condition:
        number, more, desc = _parts(c)
        count = cards_in_zone(desc, _checked(desc.filter, desc.text))

        def test(state: GameState, you: int, source: int) -> bool:
            n = count(state, {}, you, source)
            return n >= number if more else n <= number
        return Condition(test, f"there are {number} or {_word(more)} {desc.text}")

    def zone_card_types(self, c: list[Any]) -> Condition:
        number, more, desc = _parts(c)
        flt = _checked(desc.filter, desc.text)
        zone = desc.zone

        def test(state: GameState, you: int, source: int) -> bool:
            found: set[str] = set()
            for card in zone_cards(state, zone):
                if flt.test(state, card, you, source):
                    found |= card.types & CARD_TYPES
            return len(found) >= number if more else len(found) <= number
        return Condition(test, f"there are {number} or {_word(more)} card types among "
                               f"{desc.text}")


def _parts(c: list[Any]) -> tuple[int, bool, Desc]:
    number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
    desc: Desc = next(x for x in c if isinstance(x, Desc))
    if desc.zone not in PLAYER_ZONES:       # "... on the battlefield" is attack_conditions'
        raise Unsupported(f"a count of {desc.text}")
    return number, "more" in tokens_of(c), desc


def _word(more: bool) -> str:
    return "more" if more else "fewer"
