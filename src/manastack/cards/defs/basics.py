"""Basic lands: each basic land type has an intrinsic mana ability (305.6), which `card`
gives every land with that type; Wastes has no basic land type and prints its own."""

from manastack.cards.dsl import card, tap_for_mana
from manastack.cards.registry import register

register(
    card("Plains"),
    card("Island"),
    card("Swamp"),
    card("Mountain"),
    card("Forest"),
    card("Wastes", tap_for_mana("C")),
)
