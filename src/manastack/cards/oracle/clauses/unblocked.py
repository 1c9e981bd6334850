"""Attacking creatures that aren't blocked (509.3g), permanents "defending player controls"
(508.5), "this creature assigns no combat damage this turn" (510.1a) and "you may have
this creature assign its combat damage as though it weren't blocked". The grammar is
`unblocked.lark` beside this file; the rules are rules/unblocked.py."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Modify, TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import Event
from manastack.rules.state import GameObject, GameState
from manastack.rules.unblocked import (
    AS_THOUGH_UNBLOCKED,
    DEFENDING,
    AttackerNotBlocked,
    assign_no_combat_damage,
)


class UnblockedClauses:
    """The transformer methods of unblocked.lark."""

    def attacks_unblocked_trigger(self, c: list[Any]) -> TriggerIR:
        """509.3g: once blockers are declared, if none was declared for it."""
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerNotBlocked) and event.obj == source.id
        return TriggerIR(check)

    def defending_player_controls(self, c: list[Any]) -> tuple[str, Any, str]:
        """508.5: controlled by the player the source is attacking (or who controls the
        planeswalker it attacks)."""
        return ("filter", {"controller": DEFENDING}, "defending player controls")

    def self_assigns_no_combat_damage(self, c: list[Any]) -> Node:
        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                source = ctx.state.get(r.source)
                if source is not None and source.zone == "battlefield":     # 400.7
                    assign_no_combat_damage(ctx, r.source)
            return run
        return build

    def assign_as_though_unblocked(self, c: list[Any]) -> AbilityIR:
        """A static ability (604.1) giving the objects the marker `combat_damage` reads."""
        objs: ObjRef = c[0]
        return AbilityIR("effects", items=[Modify(objs, rules=(AS_THOUGH_UNBLOCKED,))])
