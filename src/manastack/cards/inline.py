"""Cards defined by their data instead of found in the card database (issue 6).

A scenario may define hypothetical cards (docs/scenarios.md): a name, mana cost, type
line, Oracle text and power/toughness or loyalty. `define_card` compiles such a card with
the Oracle compiler like any database card and keeps its data in the definition, so that a
saved game can carry the data (`embedded_rows`) and `Game.load` can rebuild the card
(`card_lookup`) although no database knows its name.

    >>> bear = define_card(card_data("Test Bear", "{1}{G}", "Creature — Bear", "", "2", "2"))
    >>> bear.power, bear.toughness, sorted(bear.colors)
    (2, 2, ['G'])
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from manastack.cards.database import (
    CardData,
    _card_from_mapping,
    colors_from_mana_cost,
    parse_type_line,
)
from manastack.errors import CardDataError
from manastack.rules.abilities import CardDef
from manastack.rules.serialize import card_key
from manastack.rules.state import GameState

__all__ = ["INLINE", "card_data", "card_lookup", "define_card", "embedded_rows", "is_inline"]

INLINE = "inline"       # the CardDef.extra key holding the card's data (CardData.to_row())


def card_data(name: str, mana_cost: str = "", type_line: str = "", text: str = "",
              power: str | None = None, toughness: str | None = None,
              loyalty: str | None = None) -> CardData:
    """The data of a card that isn't in the database. Types come from the type line (205);
    the color identity from the mana symbols of the cost and the text (903.4)."""
    types, subtypes, supertypes = parse_type_line(type_line)
    return CardData(name=name, mana_cost=mana_cost, type_line=type_line, types=types,
                    subtypes=subtypes, supertypes=supertypes, power=power,
                    toughness=toughness, loyalty=loyalty, text=text,
                    color_identity=colors_from_mana_cost(f"{mana_cost} {text}"))


def define_card(data: CardData) -> CardDef:
    """The card compiled from its Oracle text, carrying its data for saves;
    UnsupportedCardError names every clause that doesn't compile."""
    from manastack.cards.oracle import compile_card
    card = compile_card(data)
    card.extra[INLINE] = data.to_row()
    return card


def is_inline(card: CardDef) -> bool:
    return INLINE in card.extra


def embedded_rows(states: Iterable[GameState]) -> dict[str, dict[str, Any]]:
    """key -> data of every inline card an object of these states (or their last known
    information) is, sorted by key: what a save must carry to be loaded again."""
    rows: dict[str, dict[str, Any]] = {}
    for state in states:
        for records in (state.objects, state.lki):
            for obj in records.values():
                row = obj.card.extra.get(INLINE)
                if row is not None:
                    rows[card_key(obj.card)] = row
    return dict(sorted(rows.items()))


def card_lookup(rows: object, fallback: Callable[[str], CardDef]) -> Callable[[str], CardDef]:
    """A card lookup for loading a save: the cards whose data the save carries (`rows`,
    as `embedded_rows` made them; None for none), compiled now, then `fallback`.

    CardDataError for data that isn't card data; UnsupportedCardError (naming the card and
    clauses) for a card that no longer compiles."""
    if rows is None:
        return fallback
    if not isinstance(rows, Mapping):
        raise CardDataError("the save's 'cards' must map card names to card data")
    cards: dict[str, CardDef] = {}
    for key, row in rows.items():
        if not isinstance(row, Mapping) or row.get("name") != key:
            raise CardDataError(f"the save's data of card {key!r} is not that card's data")
        cards[key] = define_card(_card_from_mapping(key, row, "the save's card data"))

    def lookup(key: str) -> CardDef:
        found = cards.get(key)
        return found if found is not None else fallback(key)
    return lookup
