"""Creatures that can't attack or block alone (506.5). The grammar is `alone.lark` beside
this file; the rule is `rules/restrictions.py` (`not_alone`, asked as attackers and blockers
are declared)."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import tokens_of
from manastack.rules.restrictions import CANT_ATTACK_ALONE, CANT_BLOCK_ALONE


class AloneClauses:
    """The transformer methods of alone.lark."""

    def cant_alone(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        words = tokens_of(c)
        markers = ((CANT_ATTACK_ALONE,) if "attack" in words else ()) + \
            ((CANT_BLOCK_ALONE,) if "block" in words else ())
        return ("rule", markers)
