""""You may have [this object] deal damage ..." (603.5, 608.2d): an optional effect whose
choice is the controller's, made as the ability resolves, like "you may [effect]" (a
`MayEffect`, so an "If you do" sentence may follow it); the damage is the source's (120.3,
as `damage` in effects.py: "it" must name the source). The grammar is `may_have_damage.lark`
beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.if_you_do import MayEffect
from manastack.cards.oracle.forms import as_node


class MayHaveDamageClauses:
    """The transformer methods of may_have_damage.lark."""

    def may_have_damage(self, c: list[Any]) -> MayEffect:
        return MayEffect(as_node(c[0]))
