"""Embalm (702.128a) and eternalize (702.129a): each keyword is its activated ability, made
by `rules.embalm.token_copy_ability` (its text the keyword's, as the audit reads it).

The grammar is `embalm.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.embalm import token_copy_ability
from manastack.rules.mana import ManaCost


class EmbalmClauses:
    """The transformer methods of embalm.lark."""

    def embalm(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("ability", token_copy_ability("Embalm", cost))

    def eternalize(self, c: list[Any]) -> tuple[str, Any]:
        cost: ManaCost = c[0]
        return ("ability", token_copy_ability("Eternalize", cost))
