"""Blocking restrictions with a description (509.1b): "[objects] can't be blocked except by
[objects]" and "[objects] can't be blocked by [objects]". The grammar is `blocking.lark`
beside this file; `rules/evasion.py` reads the markers."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.evasion import blocked_only_by, cant_be_blocked_by, cant_block_described
from manastack.rules.layers import Chars
from manastack.rules.state import GameState

BlockerTest = Callable[[GameState, Chars, Chars], bool]


class BlockingClauses:
    """The transformer methods of blocking.lark."""

    def blocked_only_by(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """509.1b: a restriction on the blocks of the creature, judged on the blocker as it
        is declared ("other" and "you control" are the attacker's)."""
        text, allows = _described_blockers(c, "blocked except by", plural=True)
        return ("rule", (blocked_only_by(text, allows),))

    def cant_be_blocked_by(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        text, forbids = _described_blockers(c, "can't be blocked by", plural=False)
        return ("rule", (cant_be_blocked_by(text, forbids),))

    def cant_block_described(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """509.1b: "can't block [creatures]", judged on the attacker ("you control" is the
        blocker's controller)."""
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if desc.zone != "battlefield" or not desc.plural:
            raise Unsupported(f"can't block {desc.text}")
        flt = desc.filter

        def forbids(state: GameState, blocker: Chars, attacker: Chars) -> bool:
            return flt.test(state, attacker, blocker.controller, blocker.obj.id)
        return ("rule", (cant_block_described(desc.text, forbids),))

    def cant_be_blocked_by_both(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        """'Eldrazi Scions': creatures with both subtypes (205.3m)."""
        words = [str(t) for t in c if isinstance(t, Token) and t.type == "SUBTYPE"]
        both = frozenset(words)

        def forbids(state: GameState, blocker: Chars, attacker: Chars) -> bool:
            return both <= blocker.subtypes
        return ("rule", (cant_be_blocked_by(" ".join(words), forbids),))


def _described_blockers(c: list[Any], what: str, plural: bool) -> tuple[str, BlockerTest]:
    """The description of blockers and its test of a blocker against the attacker
    (`plural`: the words must be plural; subtypes ("Walls") come singular from the lexer)."""
    desc: Desc = next(x for x in c if isinstance(x, Desc))
    if desc.zone != "battlefield" or (plural and not desc.plural):
        raise Unsupported(f"{what} {desc.text}")
    flt = desc.filter

    def test(state: GameState, blocker: Chars, attacker: Chars) -> bool:
        return flt.test(state, blocker, attacker.controller, attacker.obj.id)
    return desc.text, test
