"""Blocking restrictions with a description (509.1b): "[objects] can't be blocked except by
[objects]". The grammar is `blocking.lark` beside this file; `rules/evasion.py` reads the
marker."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.evasion import blocked_only_by
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class BlockingClauses:
    """The transformer methods of blocking.lark."""

    def blocked_only_by(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """509.1b: a restriction on the blocks of the creature, judged on the blocker as it
        is declared ("other" and "you control" are the attacker's)."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if desc.zone != "battlefield" or not desc.plural:
            raise Unsupported(f"blocked except by {desc.text}")
        flt = desc.filter

        def allows(state: GameState, blocker: Chars, attacker: Chars) -> bool:
            return flt.test(state, blocker, attacker.controller, attacker.obj.id)
        return ("rule", (blocked_only_by(desc.text, allows),))
