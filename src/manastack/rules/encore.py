"""Encore (702.141a): "Encore [cost]" means "[Cost], Exile this card from your graveyard: For
each opponent, create a token that's a copy of this card that attacks that opponent this
turn if able. The tokens gain haste. Sacrifice them at the beginning of the next end step.
Activate only as a sorcery."

"This card" is the card exiled to pay the cost, as it last existed in the graveyard (608.2h,
602.2b): each token copies its copiable values (707.2), the card's definition. The attack
requirement is a rule marker on the token for the turn (`combat.ATTACKS_PLAYER_IF_ABLE`,
508.1d), haste an effect with no end (611.2a), the sacrifice a delayed triggered ability
(603.7) referring to the tokens (603.7c).
"""

from __future__ import annotations

from manastack.rules.abilities import ActivatedAbility, Cost
from manastack.rules.combat import ATTACKS_PLAYER_IF_ABLE
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import at_next_step, create_delayed_trigger, delayed_ability, that_objects
from manastack.rules.mana import ManaCost

RULE = "702.141a"


def _sacrifice_them(ctx: Ctx, r: Resolving) -> None:
    """702.141a: "Sacrifice them at the beginning of the next end step" (those still on the
    battlefield, 603.7c)."""
    for oid in that_objects(ctx, r):
        ctx.sacrifice(oid)


ENCORE_SACRIFICE = delayed_ability(
    "encore",
    "Sacrifice them at the beginning of the next end step.",
    at_next_step("end"),
    _sacrifice_them,
)


def _encore(ctx: Ctx, r: Resolving) -> None:
    s = ctx.state
    exiled = s.last_known(r.source)
    if exiled is None:
        return
    made: list[int] = []
    for opponent in s.opponents(r.controller):
        ctx.log(RULE, f"a token copies {ctx.name(r.source)} to attack {s.players[opponent].name} (encore)")
        for token in ctx.create_token(r.controller, exiled.card):
            ctx.add_effect(
                "rule",
                (ATTACKS_PLAYER_IF_ABLE.format(opponent),),
                [token],
                source=r.source,
                controller=r.controller,
            )
            made.append(token)
    if made:
        ctx.add_effect("keywords", ("haste",), made, "permanent", source=r.source, controller=r.controller)
        create_delayed_trigger(ctx, r, ENCORE_SACRIFICE, made)


def encore(cost: ManaCost) -> ActivatedAbility:
    """The activated ability of "Encore [cost]", from the graveyard (113.6)."""
    return ActivatedAbility(
        f"Encore {cost}",
        Cost(mana=cost, exile_self=True),
        _encore,
        sorcery_speed=True,
        zones=("graveyard",),
    )
