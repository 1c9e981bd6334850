""" "[Enchanted creature] is goaded" (701.15b): while the effect applies the creature attacks
each combat if able and attacks a player other than the effect's controller if able, two
rule markers (the second names the effect's source, `rules.goad.GOADED_BY`; the compiler
writes its id in as the effect applies); and "Whenever enchanted / equipped creature attacks"
(508.1m, 603.2: the creature the source is attached to is declared as an attacker; "it" and
"its controller" are that creature's). And the keyword action "Goad target creature."
(701.15a): the creature is goaded by the controller of the spell or ability until that
player's next turn (rules/next_turn.py), the same player goading it again changing nothing
(701.15d). The grammar is `goad.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.clauses.combat import ATTACKS_EACH_COMBAT
from manastack.cards.oracle.forms import TriggerIR
from manastack.cards.oracle.semantics import Builder, Effect, Node, ObjRef, Unsupported
from manastack.rules.context import Ctx, Resolving
from manastack.rules.events import AttackerDeclared, Event
from manastack.rules.goad import GOADED_BY, goaded_by_player
from manastack.rules.layers import characteristics
from manastack.rules.next_turn import UNTIL_YOUR_NEXT_TURN
from manastack.rules.state import GameObject, GameState


class GoadClauses:
    """The transformer methods of goad.lark."""

    def is_goaded(self, c: list[Any]) -> tuple[str, tuple[str, ...]]:
        return ("rule", (ATTACKS_EACH_COMBAT, GOADED_BY))

    def attached_attacks_trigger(self, c: list[Any]) -> TriggerIR:
        def check(state: GameState, event: Event, source: GameObject) -> bool:
            return isinstance(event, AttackerDeclared) and event.obj == source.attached_to

        return TriggerIR(check, about_self=False, event_obj_key="obj")

    def goad_objects(self, c: list[Any]) -> Node:
        objs: ObjRef = c[0]
        if objs.filter is not None and objs.filter.types and "Creature" not in objs.filter.types:
            raise Unsupported(f"goading {objs.text}")

        def build(b: Builder) -> Effect:
            get = objs.bind(b)

            def run(ctx: Ctx, r: Resolving) -> None:
                s = ctx.state
                ids = [
                    o
                    for o in get(ctx, r)
                    if o in s.objects
                    and s.objects[o].zone == "battlefield"
                    and characteristics(s, o).is_creature
                ]
                if not ids:
                    return
                rules = (ATTACKS_EACH_COMBAT, goaded_by_player(r.controller))
                ctx.add_effect(
                    "rule", rules, ids, UNTIL_YOUR_NEXT_TURN, source=r.source, controller=r.controller
                )
                for oid in ids:
                    ctx.log("701.15a", f"{ctx.name(oid)} is goaded by {s.players[r.controller].name}")

            return run

        return build
