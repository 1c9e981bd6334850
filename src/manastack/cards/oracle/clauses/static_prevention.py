""""Prevent all [combat] damage that would be dealt to this creature [by ...]." (615.1,
615.1a): a static ability of the permanent, judged as each damage event would happen
(615.1: not locked in); the sources are described as they are then (609.7), or are the
creatures blocking it / it is blocking (509.1h). The grammar is `static_prevention.lark`
beside this file; the damage prevented never happens (615.6, `rules/prevention.py`)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.rules.events import Damage, Event
from manastack.rules.layers import characteristics
from manastack.rules.prevention import prevented
from manastack.rules.state import GameObject, GameState

# Whether a source may deal the damage: (state, the source, the protected permanent).
Dealers = Callable[[GameState, int, int], bool]


def _blocking_it(state: GameState, dealer: int, protected: int) -> bool:
    combat = state.combat
    return combat is not None and dealer in combat.blockers_of(protected)


def _it_blocks(state: GameState, dealer: int, protected: int) -> bool:
    combat = state.combat
    return combat is not None and dealer in combat.blocking(protected)


def _described(desc: Desc) -> Dealers:
    flt = desc.filter

    def test(state: GameState, dealer: int, protected: int) -> bool:
        if dealer not in state.objects and dealer not in state.lki:
            return False
        chars = characteristics(state, dealer)    # 608.2h: last known if it has left
        return flt.test(state, chars, characteristics(state, protected).controller, protected)
    return test


class StaticPreventionClauses:
    """The transformer methods of static_prevention.lark."""

    def static_prevention(self, c: list[Any]) -> AbilityIR:
        combat_only = any(isinstance(x, Token) and str(x) == "combat" for x in c)
        dealers: Dealers | None = None
        for x in c:
            if isinstance(x, Desc):
                dealers = _described(x)
            elif isinstance(x, tuple) and x[0] == "dealers":
                dealers = x[1]

        def applies(state: GameState, event: Event, source: GameObject) -> bool:
            return (isinstance(event, Damage) and event.target == source.id
                    and (event.combat or not combat_only)
                    and (dealers is None or dealers(state, event.source, source.id)))
        return AbilityIR("replacement", items=[(applies, prevented)])

    def dealers_blocking_it(self, c: list[Any]) -> tuple[str, Dealers]:
        return ("dealers", _blocking_it)

    def dealers_it_blocks(self, c: list[Any]) -> tuple[str, Dealers]:
        return ("dealers", _it_blocks)
