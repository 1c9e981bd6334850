"""The starter pool: creatures, burn, card draw, removal and more."""

from manastack.cards.dsl import ANY_TARGET, card, spell, tap_for_mana
from manastack.cards.registry import register

register(
    # {T}: Add {G}.
    card("Llanowar Elves", tap_for_mana("G")),
    card("Gray Ogre"),
    card("Grizzly Bears"),
    # Lightning Bolt deals 3 damage to any target.
    card("Lightning Bolt", spell=spell(lambda ctx, r: ctx.damage(r.source, r.target(), 3),
                                       ANY_TARGET)),
)
