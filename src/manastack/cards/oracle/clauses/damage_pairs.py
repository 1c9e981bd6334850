"""One source dealing damage to two recipients in one sentence (120.1): "... and 2 damage
to target player" is dealt by the source of the damage before it, the only kind of source
a supported damage effect has (the spell or ability's own, `effects.damage_node`); the
targets are chosen in the order they are written (601.2c).

The grammar is `damage_pairs.lark` beside this file.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.effects import damage_node
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported


class DamagePairClauses:
    """The transformer methods of damage_pairs.lark."""

    def more_damage(self, c: list[Any]) -> Node:
        node = damage_node("self", c[0], c[1])

        def build(b: Builder) -> Effect:
            if b.last_damage is None:
                raise Unsupported("'N damage to ...' without a source dealing damage before it")
            return node(b)
        return build
