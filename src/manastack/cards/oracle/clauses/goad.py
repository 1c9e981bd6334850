""" "[Enchanted creature] is goaded" (701.15b): while the effect applies the creature attacks
each combat if able and attacks a player other than the effect's controller if able, two
rule markers (the second names the effect's source, `rules.goad.GOADED_BY`; the compiler
writes its id in as the effect applies); and "Whenever enchanted / equipped creature attacks"
(508.1m, 603.2: the creature the source is attached to is declared as an attacker; "it" and
"its controller" are that creature's). The grammar is `goad.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.combat import ATTACKS_EACH_COMBAT
from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.goad import GOADED_BY
from manastack.rules.state import GameObject, GameState


class GoadClauses:
    """The transformer methods of goad.lark."""

    def is_goaded(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (ATTACKS_EACH_COMBAT, GOADED_BY))

    def attached_attacks_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and event.obj == source.attached_to

        return TriggerIR(check, about_self=False, event_obj_key="obj")
