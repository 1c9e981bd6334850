"""An additional cost of two kinds, the caster choosing which one to pay (601.2b, 601.2f,
118.8): revealing a card of a kind from the hand (118.3, 701.20a) or paying mana. The rules
are rules/spell_costs.py (`AdditionalCost.instead`) and rules/casting.py
(`revealable_for_cost`); the grammar is `reveal_or_pay.lark` beside this file."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from manastack.cards.oracle.clauses.references import ReferenceClauses
from manastack.cards.oracle.forms import AbilityIR, Desc
from manastack.cards.oracle.semantics import Unsupported
from manastack.rules.abilities import Cost
from manastack.rules.layers import Chars
from manastack.rules.mana import ManaCost
from manastack.rules.spell_costs import AdditionalCost
from manastack.rules.state import GameState


class RevealOrPayClauses:
    """The transformer methods of reveal_or_pay.lark."""

    def reveal_or_pay_cost(self, c: list[Any]) -> AbilityIR:
        mana: ManaCost = c[-1]
        parts = [part for part in c[:-1] if isinstance(part, tuple)]
        desc: Desc = ReferenceClauses.obj_desc(self, parts)      # type: ignore[arg-type]
        flt = desc.filter
        if flt.controller is not None or flt.other or not (flt.types | flt.subtypes) \
                or flt.types & {"card"}:
            raise Unsupported(f"revealing {desc.text!r} as a cost")
        # The cards are the caster's own hand (701.20a): only the card's qualities are tested.
        quality = replace(flt, controller=None)

        def qualifies(state: GameState, ch: Chars, source: int) -> bool:
            return quality.test(state, ch, ch.obj.owner, source)
        reveal = Cost(reveal=(desc.text, qualifies))
        return AbilityIR("keywords", extras=(
            ("spell cost", lambda text: AdditionalCost(text, reveal, instead=Cost(mana=mana))),))
