"""Monstrosity (701.37) in Oracle text: "Monstrosity N." (701.37a), "When this creature
becomes monstrous, ..." and "As long as this creature is monstrous, ..." (701.37b).

The grammar is `monstrosity.lark` beside this file; the rules are `rules/monstrosity.py`.
"""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.clauses.as_long_as import while_designated
from manastack.cards.oracle.forms import AbilityIR, Condition, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event, ZoneMove
from manastack.rules.monstrosity import became_monstrous_self, is_monstrous, monstrosity
from manastack.rules.state import GameObject, GameState


class MonstrosityClauses:
    """The transformer methods of monstrosity.lark."""

    def monstrosity_effect(self, c: list[Any]) -> Node:
        """701.37a: "Monstrosity N" of the ability's source (608.2h: it does nothing once the
        source has left the battlefield)."""
        return _monstrosity(int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER")))

    def monstrosity_x_effect(self, c: list[Any]) -> Node:
        """701.37a, 107.3: "Monstrosity X" with the X announced as the ability was activated
        (602.2b); 701.37c: the other abilities' X."""
        return _monstrosity(None)

    def becomes_monstrous_trigger(self, c: list[Any]) -> TriggerIR:
        return TriggerIR(became_monstrous_self)

    def enters_or_monstrous_trigger(self, c: list[Any]) -> TriggerIR:
        """603.2, 603.6a: "When this creature enters or becomes monstrous": either event."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return became_monstrous_self(state, event, source) or (
                isinstance(event, ZoneMove) and event.to_zone == "battlefield"
                and event.new_id == source.id)
        return TriggerIR(check)

    def monstrous_it_static(self, c: list[Any]) -> AbilityIR:
        """611.3a: a static ability of the permanent while it is monstrous."""
        return while_designated(c, _MONSTROUS_SELF)


def _monstrous_self(state: GameState, you: int, source: int) -> bool:
    """701.37b: a designation, not a characteristic, so the layers may read it (613)."""
    return is_monstrous(state, source)


_MONSTROUS_SELF = Condition(_monstrous_self, "this permanent is monstrous")


def _monstrosity(amount: int | None) -> Node:
    """The effect: N counters, or X (None) of the resolving ability."""
    def build(b: Builder) -> Effect:
        def run(ctx: Ctx, r: Resolving) -> None:
            monstrosity(ctx, r.source, r.x if amount is None else amount, is_x=amount is None)
        return run
    return build
