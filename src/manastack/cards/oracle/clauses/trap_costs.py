"""Alternative costs with a condition (118.9): "If [condition], you may pay [mana] rather
than pay this spell's mana cost." (the Traps), and the conditions they name. The grammar is
`trap_costs.lark` beside this file."""

from __future__ import annotations

from typing import Any

from lark import Token

from manastack.cards.oracle.forms import AbilityIR, Condition, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Ability, Cost
from manastack.rules.destroyed_record import destroyed_by_opponent
from manastack.rules.layers import characteristics
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import AlternativeCost
from manastack.rules.state import GameState


class TrapCostClauses:
    """The transformer methods of trap_costs.lark."""

    def conditional_alternative_cost(self, c: list[Any]) -> AbilityIR:
        condition: Condition = c[0]
        mana: ManaCost = c[1]

        def make(text: str) -> Ability:
            # 118.9: offered as the spell is cast (601.2b) only while the condition holds;
            # the choice and the log call it "alternative cost".
            return AlternativeCost(text, "alternative cost", Cost(mana=mana),
                                   condition=condition.test)
        return AbilityIR("keywords", extras=(("spell cost", make),))

    def trap_creature_attacking(self, c: list[Any]) -> Condition:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        return _attacking_condition(desc, 1, f"a {desc.text} is attacking")

    def trap_attacking_count(self, c: list[Any]) -> Condition:
        number = int(next(t for t in c if isinstance(t, Token) and t.type == "NUMBER"))
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        return _attacking_condition(desc, number, f"{number} or more {desc.text} are attacking")

    def trap_destroyed_by_opponent(self, c: list[Any]) -> Condition:
        desc: Desc = next(x for x in c if isinstance(x, Desc))
        if "noncreature" not in desc.text.split():
            # 704.5g-h: creatures are destroyed by state-based actions too, which the
            # record (rules/destroyed_record.py) doesn't tell from a spell or ability.
            raise Unsupported(f"a {desc.text} destroyed this turn by an opponent")
        flt = desc.filter

        def test(state: GameState, you: int, source: int) -> bool:
            # 701.8a, 608.2h: judged on the permanents as they last existed.
            return any(flt.test(state, characteristics(state, oid), you, source)
                       for oid in destroyed_by_opponent(state, you))
        return Condition(test, f"a {desc.text} under your control was destroyed this turn "
                               "by a spell or ability an opponent controlled")


def _attacking_condition(desc: Desc, at_least: int, text: str) -> Condition:
    """At least `at_least` attacking creatures match `desc` (506.4, 508.1: an attacking
    creature is one declared as an attacker this combat and not removed from it)."""
    flt = desc.filter

    def test(state: GameState, you: int, source: int) -> bool:
        combat = state.combat
        if combat is None:
            return False
        return sum(1 for oid, _ in combat.attackers
                   if flt.matches(state, oid, you, source)) >= at_least
    return Condition(test, text)
