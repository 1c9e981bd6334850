"""Keyword abilities defined by a sentence of the rules, compiled as that sentence (see
keyword_meanings.py): living weapon (702.92a), soulshift (702.46a), mentor (702.134a;
"lesser power" is power less than this creature's, compared again as the ability resolves,
608.2b). The grammar is `keyword_sentences.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.keyword_meanings import MeaningValue


def _number(c: list[Any]) -> int:
    return int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))


class KeywordSentenceClauses:
    """The transformer methods of keyword_sentences.lark."""

    def living_weapon(self, c: list[Any]) -> MeaningValue:
        """702.92a."""
        return ("meaning", ("Living weapon", "When this Equipment enters, create a 0/0 black "
                            "Phyrexian Germ creature token, then attach this Equipment to it.",
                            None))

    def soulshift(self, c: list[Any]) -> MeaningValue:
        """702.46a."""
        n = _number(c)
        return ("meaning", (f"Soulshift {n}", "When this creature dies, you may return target "
                            f"Spirit card with mana value {n} or less from your graveyard to "
                            "your hand.", None))

    def mentor(self, c: list[Any]) -> MeaningValue:
        """702.134a."""
        return ("meaning", ("Mentor", "Whenever this creature attacks, put a +1/+1 counter on "
                            "target attacking creature with power less than this creature's "
                            "power.", None))
