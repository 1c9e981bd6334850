""""Whenever a creature attacks this turn, put a +1/+1 counter on it." (603.7a: the effect
creates a delayed triggered ability; 603.7b: it lasts for the turn and triggers on each
attack). The grammar is `attacks_this_turn.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import CounterKind, Desc
from manastack.cards.oracle.semantics import Builder, Effect, Node, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import Delayed, create_delayed_trigger, delayed_ability
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.state import GameState


def _a_creature_attacks(state: GameState, event: Event, d: Delayed) -> bool:
    # 508.3a: "whenever a creature attacks": each creature declared as an attacker, any
    # player's.
    return isinstance(event, AttackerDeclared)


def _counter_on_attacker(ctx: Ctx, r: Resolving) -> None:
    attacker = r.event.get("obj")
    if isinstance(attacker, int) and sem.alive(ctx, attacker):   # 608.2h: gone: no counter
        ctx.add_counters(attacker, "+1/+1", 1)


COUNTER_ON_ATTACKERS = delayed_ability(
    "a +1/+1 counter on each attacker this turn",
    "Whenever a creature attacks this turn, put a +1/+1 counter on it.",
    _a_creature_attacks, _counter_on_attacker)


class AttacksThisTurnClauses:
    """The transformer methods of attacks_this_turn.lark."""

    def attacks_this_turn_counter(self, c: list[Any]) -> Node:
        desc: Desc = c[-2]
        kind: CounterKind = c[-1]
        if len(c) != 2 or desc.text != "creature" or desc.zone != "battlefield":
            raise Unsupported(f"a counter on each attacking {desc.text} this turn")
        if kind.kind != "+1/+1":
            raise Unsupported(f"a {kind.kind} counter on each attacker this turn")

        def build(b: Builder) -> Effect:
            def run(ctx: Ctx, r: Resolving) -> None:
                create_delayed_trigger(ctx, r, COUNTER_ON_ATTACKERS, this_turn=True)
            return run
        return build
