""""Creatures with power less than this creature's power can't block it." (509.1b): a
restriction of the creature's blocks (`rules/evasion.cant_be_blocked_by`), each would-be
blocker judged against the attacker as blocks are declared. The grammar is
`weaker_blockers.lark` beside this file."""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, Modify
from manastack.cards.oracle.semantics import ObjRef, Unsupported, self_obj
from manastack.rules.evasion import cant_be_blocked_by
from manastack.rules.layers import Chars
from manastack.rules.state import GameState


class WeakerBlockerClauses:
    """The transformer methods of weaker_blockers.lark."""

    def power_less_than_source(self, c: list[Any]) -> tuple[str, Any, str]:
        return ("filter", {"power_below_source": True}, "with power less than this creature's power")

    def weaker_cant_block(self, c: list[Any]) -> AbilityIR:
        blockers: ObjRef = c[0]
        flt = blockers.filter
        if blockers.kind != "all" or flt is None or not blockers.plural:
            raise Unsupported(f"{blockers.text} can't block it")

        def forbids(state: GameState, blocker: Chars, attacker: Chars) -> bool:
            # The attacker is "this creature": the filter compares with its power.
            return flt.test(state, blocker, attacker.controller, attacker.obj.id)

        rule = cant_be_blocked_by(blockers.text, forbids)
        return AbilityIR("effects", items=[Modify(self_obj("this"), rules=(rule,))])
