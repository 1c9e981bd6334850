"""Overload (702.96a): "You may choose to pay [cost] rather than pay this spell's mana cost"
(an `AlternativeCost` with the keyword `OVERLOAD`, 118.9) and "If you chose to pay this
spell's overload cost, change its text by replacing all instances of the word 'target' with
the word 'each'" (a text-changing effect, 702.96c, 612).

The compiler compiles the spell's text both ways (`overload_spell`): cast for its overload
cost, the spell has no targets (702.96b, `casting.py` chooses none) and its changed text is
what resolves.
"""

from __future__ import annotations

import dataclasses

from manastack.rules.abilities import SpellAbility
from manastack.rules.context import Ctx, Resolving

OVERLOAD = "overload"


def overload_spell(normal: SpellAbility, each: SpellAbility) -> SpellAbility:
    """The spell ability of a card with overload: `normal` as printed, `each` its text with
    "target" replaced by "each", for a spell whose overload cost was paid (702.96a)."""

    def run(ctx: Ctx, r: Resolving) -> None:
        spell = ctx.state.last_known(r.obj)
        if spell is not None and OVERLOAD in spell.costs_paid:
            each.effect(ctx, dataclasses.replace(r, targets=(), illegal=frozenset()))
        else:
            normal.effect(ctx, r)

    return dataclasses.replace(normal, effect=run)
