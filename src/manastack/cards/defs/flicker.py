"""Cards that exile a permanent and return it later: delayed triggered abilities (603.7).

Each definition has the card's Oracle text above it; characteristics and keyword abilities
come from the card database (cards/dsl.py). The machinery is in `rules/delayed.py`.
"""

from manastack.cards.defs.mana import ANOTHER_TARGET_PERMANENT
from manastack.cards.dsl import TARGET_CREATURE, card, enters_self, spell, triggered
from manastack.cards.registry import register
from manastack.rules.abilities import Effect
from manastack.rules.context import Ctx, Resolving
from manastack.rules.delayed import (
    DelayedAbility,
    at_next_step,
    create_delayed_trigger,
    delayed_ability,
    that_object,
)
from manastack.rules.events import ZoneMove


def _exile_target_then(returning: DelayedAbility) -> Effect:
    """"Exile target ... . [At the beginning of the next end step,] return that card ...":
    the delayed triggered ability refers to the card in exile (603.7c)."""
    def effect(ctx: Ctx, r: Resolving) -> None:
        oid = r.target()
        if oid is None:
            return
        exiled = ctx.exile(oid)
        if exiled is not None:
            create_delayed_trigger(ctx, r, returning, [exiled])
    return effect


def _return_that_card(counters: tuple[tuple[str, int], ...] = ()) -> Effect:
    """"Return that card to the battlefield under its owner's control [with counters on
    it]": only if it is still in exile (603.7c; a token there has ceased to exist, 704.5d)."""
    def effect(ctx: Ctx, r: Resolving) -> None:
        oid = that_object(ctx, r)
        if oid is None:
            return
        owner = ctx.state.objects[oid].owner
        ctx.perform(ZoneMove(oid, "battlefield", "put", controller=owner, counters=counters,
                             rule="603.7"))
    return effect


FLICKERWISP_RETURN = delayed_ability(
    "Flickerwisp", "Return that card to the battlefield under its owner's control at the "
    "beginning of the next end step.", at_next_step("end"), _return_that_card())
JOURNEY_RETURN = delayed_ability(
    "Otherworldly Journey", "At the beginning of the next end step, return that card to the "
    "battlefield under its owner's control with a +1/+1 counter on it.", at_next_step("end"),
    _return_that_card((("+1/+1", 1),)))

register(
    # Flying / When this creature enters, exile another target permanent. Return that card to
    # the battlefield under its owner's control at the beginning of the next end step.
    card("Flickerwisp",
         triggered("When this creature enters, exile another target permanent. Return that "
                   "card to the battlefield under its owner's control at the beginning of the "
                   "next end step.", enters_self, _exile_target_then(FLICKERWISP_RETURN),
                   ANOTHER_TARGET_PERMANENT)),
    # Exile target creature. At the beginning of the next end step, return that card to the
    # battlefield under its owner's control with a +1/+1 counter on it.
    card("Otherworldly Journey",
         spell=spell(_exile_target_then(JOURNEY_RETURN), TARGET_CREATURE)),
)
