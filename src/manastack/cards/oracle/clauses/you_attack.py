"""Triggers on your declaration of attackers (508.3c, 508.3d): once per declaration, on the
first creature declared (508.1) of those that count. The grammar is `you_attack.lark` beside
this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import Desc, TriggerIR
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.layers import characteristics
from manastack.rules.player_auras import attacker_controller
from manastack.rules.state import GameObject, GameState


def _declaration_trigger(desc: Desc | None, at_least: int) -> TriggerIR:
    """603.2c, 508.1m: the attackers are declared at once; the trigger fires on the first of
    your attackers that match `desc` (any creature: None), if at least `at_least` do."""
    def check(state: GameState, event: Event, source: GameObject) -> bool:
        combat = state.combat
        if not isinstance(event, AttackerDeclared) or combat is None:
            return False
        you = characteristics(state, source.id).controller
        yours = [a for a, _ in combat.attackers if attacker_controller(state, a) == you]
        if desc is not None:
            flt = desc.filter
            yours = [a for a in yours if a in state.objects and
                     flt.test(state, characteristics(state, a), you, source.id)]
        return len(yours) >= at_least and yours[0] == event.obj
    return TriggerIR(check, about_self=False, event_player_key="attacking_player",
                     event_player_index=True)


class YouAttackClauses:
    """The transformer methods of you_attack.lark."""

    def you_attack_trigger(self, c: list[Any]) -> TriggerIR:
        """508.3d: "Whenever you attack" triggers if one or more creatures you control are
        declared as attackers."""
        return _declaration_trigger(None, 1)

    def you_attack_with_trigger(self, c: list[Any]) -> TriggerIR:
        """508.3c: "Whenever you attack with N or more [creatures]": at least N of the
        creatures you declared as attackers match."""
        number = next((int(t) for t in c if isinstance(t, Token) and t.type == "NUMBER"), 1)
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        return _declaration_trigger(desc, number)
