"""Static abilities that apply only while a condition holds (611.3a: the effect isn't locked
in, it applies at any given moment the condition holds). The grammar is `as_long_as.lark`
beside this file; the compiler makes the ability (`compiler.static_abilities`).

A condition here reads only what no layer changes (combat, life totals, hands, counters,
the tapped status: 110.5), so
it can be asked while the layers are applied; "it" is the source itself (an ability of
another object's "it" is refused).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from lark import Token

from manastack.cards.oracle import semantics as sem
from manastack.cards.oracle.forms import AbilityIR, Condition, CounterKind, Modify, tokens_of
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.state import GameState


class AsLongAsClauses:
    """The transformer methods of as_long_as.lark."""

    def conditional_static(self, c: list[Any]) -> AbilityIR:
        m: Modify = next(x for x in c if isinstance(x, Modify))
        condition: Condition = next(x for x in c if isinstance(x, Condition))
        if m.duration is not None:
            raise Unsupported("a duration and 'as long as' together")
        if condition.text.startswith("it ") and not m.objects.is_self:
            raise Unsupported(f"'{condition.text}' about {m.objects.text}")
        return AbilityIR("effects", items=[replace(m, condition=condition)])

    def while_attacking(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            combat = state.combat
            return combat is not None and source in combat.attacker_ids
        return Condition(test, "it is attacking")

    def while_untapped(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            # 110.5: a status, not a characteristic; no layer changes it.
            obj = state.objects.get(source)
            return obj is not None and not obj.tapped
        return Condition(test, "it is untapped")

    def while_life(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        more = "more" in tokens_of(c)

        def test(state: GameState, you: int, source: int) -> bool:
            life = state.players[you].life
            return life >= number if more else life <= number
        return Condition(test, f"you have {number} or {'more' if more else 'less'} life")

    def while_hand_empty(self, c: list[Any]) -> Condition:
        def test(state: GameState, you: int, source: int) -> bool:
            return not state.players[you].hand
        return Condition(test, "you have no cards in hand")

    def while_has_counter(self, c: list[Any]) -> Condition:
        kind = next(x for x in c if isinstance(x, CounterKind)).kind

        def test(state: GameState, you: int, source: int) -> bool:
            obj = state.objects.get(source)
            return obj is not None and obj.counters.get(kind, 0) > 0
        return Condition(test, f"it has a {kind} counter on it")


def while_designated(c: list[Any], condition: Condition) -> AbilityIR:
    """611.3a: "As long as this creature is [monstrous / renowned], it ...": a static
    ability of the permanent while the condition holds; "it" is the permanent itself."""
    m: Modify = next(x for x in c if isinstance(x, Modify))
    if m.duration is not None:
        raise Unsupported("a duration and 'as long as' together")
    objects = sem.self_obj(m.objects.text) if m.objects.kind == "it" else m.objects
    return AbilityIR("effects", items=[replace(m, objects=objects, condition=condition)])

