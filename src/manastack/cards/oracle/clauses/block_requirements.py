"""Requirements to block (509.1c): "blocks each combat if able" (a static ability's rules
marker) and "blocks this turn if able" (the marker until end of turn, 611.2a), and for an attacker
"must be blocked [this turn] if able". The grammar
is `block_requirements.lark` beside this file; the rule: rules/block_requirements.py."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.forms import Modify
from manastack.cards.oracle.semantics import ObjRef, Unsupported
from manastack.rules.block_requirements import BLOCKS_IF_ABLE, MUST_BE_BLOCKED


class BlockRequirementClauses:
    """The transformer methods of block_requirements.lark."""

    def blocks_each_combat(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (BLOCKS_IF_ABLE,))

    def blocks_this_turn(self, c: list[Any]) -> Modify:
        objs: ObjRef = c[0]
        return Modify(objs, rules=(BLOCKS_IF_ABLE,), duration="end of turn")

    def must_be_blocked(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (MUST_BE_BLOCKED,))

    def must_be_blocked_this_turn(self, c: list[Any]) -> Modify:
        objs: ObjRef = c[0]
        return Modify(objs, rules=(MUST_BE_BLOCKED,), duration="end of turn")

    def and_must_be_blocked_this_turn(self, c: list[Any]) -> Modify:
        """"Target creature gets +5/+5 until end of turn and must be blocked this turn if
        able.": one effect until end of turn (611.2a)."""
        m: Modify = self.modify(c)          # type: ignore[attr-defined]
        if m.duration != "end of turn" or m.abilities:
            raise Unsupported(f"'must be blocked this turn' after {m.duration}")
        return replace(m, rules=(*m.rules, MUST_BE_BLOCKED))
