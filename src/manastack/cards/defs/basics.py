"""Basic lands (305.6): each basic land type has an intrinsic mana ability."""

from manastack.cards.dsl import card, tap_for_mana
from manastack.cards.registry import register

register(
    card("Plains", tap_for_mana("W")),
    card("Island", tap_for_mana("U")),
    card("Swamp", tap_for_mana("B")),
    card("Mountain", tap_for_mana("R")),
    card("Forest", tap_for_mana("G")),
    card("Wastes", tap_for_mana("C")),
)
