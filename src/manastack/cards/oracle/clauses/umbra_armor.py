"""Umbra armor (702.89a): the keyword is its replacement effect, `rules.umbra_armor`
(labelled with the keyword, as the audit reads it).

The grammar is `umbra_armor.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.rules.umbra_armor import UMBRA_ARMOR


class UmbraArmorClauses:
    """The transformer methods of umbra_armor.lark."""

    def umbra_armor_keyword(self, c: list[Any]) -> tuple[str, Any]:
        return ("ability", UMBRA_ARMOR)
