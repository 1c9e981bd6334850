"""Commander references (903): mana of "any color in your commander's color identity"
(Command Tower, Arcane Signet), the partner abilities (702.124) and "~ can be your
commander." (903.3d).

The grammar is `commander.lark` beside this file; each method gives one of its rules (a
template) its meaning.
"""

from __future__ import annotations

from typing import Any

from manastack.cards.oracle.forms import AbilityIR, ManaOutput, tokens_of
from manastack.rules.commander import CommanderPermission, identity_of
from manastack.rules.layers import characteristics
from manastack.rules.state import GameObject, GameState


def commander_identity_mana(state: GameState, obj: GameObject) -> tuple[tuple[str, ...], ...]:
    """903.4 / 702.124c: one mana of any color in the color identity of the commander of the
    ability's controller (both partners'); none without a commander (903.4f: that part of
    the ability does nothing)."""
    return tuple((color,) for color in identity_of(state, characteristics(state, obj.id).controller))


class CommanderClauses:
    """The transformer methods of commander.lark."""

    def add_identity_color(self, c: list[Any]) -> ManaOutput:
        return ManaOutput((), produce=commander_identity_mana)

    def partner_ability(self, c: list[Any]) -> str:
        """702.124a: a partner ability is a keyword that modifies the rules for deck
        construction and functions before the game begins (cards/decklist.py checks it);
        in the game it does nothing. Written as the card writes it, lower case."""
        words = tokens_of(c)
        if "—" in words:
            return "partner—" + " ".join(words[words.index("—") + 1:])
        return " ".join(words)

    def commander_permission(self, c: list[Any]) -> AbilityIR:
        """903.3d: the card may be a commander; `compile_card` keeps it only where the
        deck rules (cards/decklist.py `can_lead`) read it so."""
        return AbilityIR("ability", items=[CommanderPermission])
