"""Abilities granted by continuous effects (113.1a, 113.10, layer 6: 613.1f):
'Enchanted creature has "When this creature dies, draw a card."'.

A granted ability is an ability of the object it is granted to, not of the effect's
source: that object is its source and its controller controls it (303.4e, 603.3a). It
isn't one of its card's abilities, so it is known by a key holding its text ("granted:
When this creature dies, draw a card."), registered under that key as
the granting card is compiled (`GRANTED`); an ability on the stack, a pending trigger and
last known information (`layers._kept`) name it by that key, and a saved game finds it
again once the granting card is compiled.
"""

from __future__ import annotations

from manastack.rules.abilities import Ability

PREFIX = "granted: "

# Key -> the ability registered under it (one per text).
GRANTED: dict[str, Ability] = {}


def grant(ability: Ability) -> Ability:
    """Register an ability effects grant (call it as the granting card is compiled); the
    ability registered first under its text is the one returned, so that one text is one
    ability whichever card grants it."""
    return GRANTED.setdefault(PREFIX + ability.text, ability)


def granted_key(ability: Ability) -> str | None:
    """The key of a granted ability, or None if it isn't one (an ability of a card)."""
    key = PREFIX + ability.text
    return key if GRANTED.get(key) is ability else None


def granted_ability(key: str) -> Ability:
    """The granted ability a key names; KeyError if none is registered under it."""
    return GRANTED[key]


def ability_key(card_name: str, index: int, ability: Ability) -> tuple[str, int]:
    """How an ability on the stack or a pending trigger names its ability: the card's name
    and the ability's index among the card's abilities, or a granted ability's key."""
    key = granted_key(ability)
    return (key, 0) if key is not None else (card_name, index)
