"""Keyword abilities (702): a line of keywords, equip, enchant, prowess, cycling, morph.

The grammar is `keywords.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import (
    AbilityIR,
    Desc,
    desc_allows,
    tokens_of,
)
from manastack.rules.face_down import Morph
from manastack.rules.mana import ManaCost


class KeywordClauses:
    """The transformer methods of keywords.lark."""

    def keyword_line(self, c: list[Any]) -> AbilityIR:
        words = tuple(x for x in c if isinstance(x, str))
        extras = tuple(x for x in c if not isinstance(x, str))
        return AbilityIR("keywords", keywords=words, extras=extras)

    def simple_keyword(self, c: list[Any]) -> str:
        return " ".join(tokens_of(c))

    def equip(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("equip", str(cost))

    def enchant(self, c: list[Any]) -> tuple[str, Any]:
        desc: Desc = c[0]
        return ("enchant", sem.target_spec(f"enchant {desc.text}", desc_allows(desc)))

    def prowess(self, c: list[Any]) -> tuple[str, Any]:
        return ("prowess", None)

    def cycling(self, c: list[Any]) -> tuple[str, Any]:
        """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card."."""
        cost: ManaCost = c[-1]
        return ("cycling", (f"Cycling {cost}", cost, "Draw a card."))

    def typecycling(self, c: list[Any]) -> tuple[str, Any]:
        """702.29e: "[Type]cycling [cost]" means "[Cost], Discard this card: Search your
        library for a [type] card, reveal it, put it into your hand, then shuffle."."""
        cost: ManaCost = c[-1]
        words = [str(t) for t in c[:-1]]
        kind = " ".join(words).removesuffix("cycling")
        card_kind = kind if kind.endswith("land") else kind.capitalize()
        article = "an" if card_kind[0] in "aeiouAEIOU" else "a"
        meaning = (f"Search your library for {article} {card_kind} card, reveal it, put it into "
                   "your hand, then shuffle.")
        return ("cycling", (f"{' '.join(words).capitalize()} {cost}", cost, meaning))

    def morph(self, c: list[Any]) -> tuple[str, Any]:
        """702.37a-b: "Morph [cost]": cast this card face down for {3}, turn it face up for
        [cost]; megamorph also puts a +1/+1 counter on it as it turns face up."""
        cost: ManaCost = c[-1]
        word = str(c[0])
        return ("morph", Morph(f"{word.capitalize()} {cost}", cost, mega=word == "megamorph"))
