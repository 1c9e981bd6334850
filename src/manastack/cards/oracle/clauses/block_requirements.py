"""Requirements to block (509.1c): "blocks each combat if able" (a static ability's rules
marker) and "blocks this turn if able" (the marker until end of turn, 611.2a). The grammar
is `block_requirements.lark` beside this file; the rule: rules/block_requirements.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import Modify
from manastack.cards.oracle.semantics import ObjRef
from manastack.rules.block_requirements import BLOCKS_IF_ABLE


class BlockRequirementClauses:
    """The transformer methods of block_requirements.lark."""

    def blocks_each_combat(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (BLOCKS_IF_ABLE,))

    def blocks_this_turn(self, c: list[Any]) -> Modify:
        objs: ObjRef = c[0]
        return Modify(objs, rules=(BLOCKS_IF_ABLE,), duration="end of turn")
