"""The colors of a card face that has no mana cost, proven from the card data or refused.

An object is the colors of its mana cost's symbols (105.2, 202.2), of its color indicator
(202.2e, 204.2) and of its characteristic-defining abilities (604.3). Imported data may
give the color indicator (`CardData.color_indicator`); the bundled data has none, but it
has the card's color identity: the colors of the mana symbols
in its mana cost and rules text, its color indicators and its color-defining abilities,
both faces included (903.4, 903.4c-d). So a face's colors are proven when

* the color identity is empty: no face has a color indicator, so it is colorless; or
* no mana symbol is in the card's mana costs or rules text (reminder text aside) and no
  ability defines its color: then the color identity is exactly the color indicators'
  colors, and a card with one face without a mana cost has them all.

Anything else is refused with the reason. Artifact lands are colorless: none is printed
with a color indicator (the project's decision for issue 12: 202.2b, no mana symbols).
"""

from __future__ import annotations

import re

from manastack.cards.database import CardData, colors_from_mana_cost

__all__ = ["colors_without_mana_cost"]

_REMINDER = re.compile(r"\([^()]*\)")
_COLOR_WORDS = r"(white|blue|black|red|green|colorless|all colors|every color)"
# 604.3 / 105.2: abilities that define an object's color ("~ is all colors", devoid).
_DEFINES_COLOR = re.compile(rf"\bis {_COLOR_WORDS}\b|\bdevoid\b", re.IGNORECASE)


def colors_without_mana_cost(data: CardData, *others: CardData
                             ) -> tuple[frozenset[str] | None, str]:
    """The colors of `data`, a face without a mana cost, and how they are known; `others`:
    the card's other faces. None and the reason when the data can't prove them."""
    if data.color_indicator is not None:
        return frozenset(data.color_indicator), "its color indicator (204.2)"
    if set(data.types) == {"Artifact", "Land"}:
        return frozenset(), "an artifact land has no color indicator (202.2b)"
    if not data.color_identity:
        return frozenset(), "its color identity is empty (903.4)"
    faces = (data, *others)
    symbols = set().union(*(colors_from_mana_cost(f.mana_cost) for f in faces),
                          *(colors_from_mana_cost(_REMINDER.sub("", f.text)) for f in faces))
    defines = any(_DEFINES_COLOR.search(_REMINDER.sub("", f.text)) for f in faces)
    if not symbols and not defines and len(faces) == 1:
        return frozenset(data.color_identity), (
            "its color identity holds only its color indicator's colors (903.4, 204.2)")
    return None, (f"its colors: a color indicator (204) is not in the card data, and its "
                  f"color identity {''.join(data.color_identity)} doesn't prove them (903.4)")
