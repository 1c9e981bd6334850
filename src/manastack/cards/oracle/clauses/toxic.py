"""Toxic (702.164): "Toxic N" as a keyword of the card, kept with its number ("toxic 2") so
the rules (rules/toxic.py) find it in the creature's characteristics. The grammar is
`toxic.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.rules.toxic import toxic_keyword


class ToxicClauses:
    """The transformer methods of toxic.lark."""

    def toxic(self, c: list[Any]) -> str:
        return toxic_keyword(int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER")))
