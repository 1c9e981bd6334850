""""When this creature becomes the target of a spell or ability" as a trigger event: the
`BecameTargets` event of a spell or ability on the stack whose targets were just chosen
(601.2c, 602.2b, 603.3d) names the source among them. It triggers once for that spell or
ability even if it targets the source more than once (115.1: the object becomes its target;
603.2c, one event). "a spell" alone excludes abilities (112.1, 113.1); "an opponent
controls"/"you control" read the controller of that spell or ability (102.2-102.3: an
opponent is a player not on your team). The grammar is `becomes_target.lark` beside this
file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import TriggerIR
from manastack.rules.events import BecameTargets, Event
from manastack.rules.state import GameObject, GameState

_WORDS = ("spell", "spell or ability", "opponent", "you")


class BecomesTargetClauses:
    """The transformer methods of becomes_target.lark."""

    def becomes_target_self_trigger(self, c: list[Any]) -> TriggerIR:
        words = [x for x in c if x in _WORDS]
        spells_only = "spell" in words
        whose = next((w for w in words if w in ("opponent", "you")), None)

        def check(state: GameState, event: Event, source: GameObject) -> bool:
            if not isinstance(event, BecameTargets):
                return False
            on_stack = state.get(event.obj)
            if on_stack is None or source.id not in on_stack.targets:
                return False
            if spells_only and on_stack.kind == "ability":
                return False
            if whose is None:
                return True
            theirs = state.players[on_stack.controller].team != \
                state.players[source.controller].team
            return theirs if whose == "opponent" else not theirs
        return TriggerIR(check)

    def targeting_kind(self, c: list[Any]) -> str:
        return "spell" if len(c) == 1 else "spell or ability"

    def targeting_controller(self, c: list[Any]) -> str:
        return "opponent" if str(c[0]) == "an" else "you"
