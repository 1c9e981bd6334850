"""Blocking restrictions with a description (509.1b): "[objects] can't be blocked except by
[objects]", "[objects] can't be blocked by [objects]". The grammar is `blocking.lark`
beside this file; `rules/evasion.py` reads the marker."""

from __future__ import annotations

from collections.abc import Callable
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
        desc, fits = _blockers(c, "blocked except by", plural=True)
        return ("rule", (blocked_only_by(desc.text, fits),))

    def blocked_not_by(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """509.1b: the same restriction the other way round: no blocker that fits."""
        desc, fits = _blockers(c, "blocked by", plural=False)

        def allows(state: GameState, blocker: Chars, attacker: Chars) -> bool:
            return not fits(state, blocker, attacker)
        return ("rule", (blocked_only_by(desc.text, allows, negated=True),))


def _blockers(c: list[Any], what: str, plural: bool
              ) -> tuple[Desc, Callable[[GameState, Chars, Chars], bool]]:
    """The description of the blockers and its test of a blocker against the attacker
    (`plural`: the words must be plural; subtypes ("Walls") come singular from the lexer)."""
    desc: Desc = next(x for x in c if isinstance(x, Desc))
    if desc.zone != "battlefield" or (plural and not desc.plural):
        raise Unsupported(f"{what} {desc.text}")
    flt = desc.filter

    def fits(state: GameState, blocker: Chars, attacker: Chars) -> bool:
        return flt.test(state, blocker, attacker.controller, attacker.obj.id)
    return desc, fits
