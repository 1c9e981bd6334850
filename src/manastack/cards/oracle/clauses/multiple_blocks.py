"""A creature that can block more than one attacker (509.1a as a card's text changes it,
101.1); it divides its combat damage among them (510.1d). The grammar is
`multiple_blocks.lark` beside this file; `rules/combat.py` reads the markers."""

from __future__ import annotations

from typing import Any

from manastack.rules.combat import BLOCKS_ANY_NUMBER, BLOCKS_ONE_MORE


class MultipleBlockClauses:
    """The transformer methods of multiple_blocks.lark."""

    def blocks_any_number(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (BLOCKS_ANY_NUMBER,))

    def blocks_one_more(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (BLOCKS_ONE_MORE,))
