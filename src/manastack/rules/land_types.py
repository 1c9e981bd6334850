"""Land types and the intrinsic mana abilities of basic land types (205.3i, 305.6, 305.7).

A land's basic land types, not its text, give it "{T}: Add [mana symbol]" (305.6): the
printed types through the card's abilities (`intrinsic_abilities`, which card definitions
start with), and types that continuous effects give or take away in layer 4 through
`derive_intrinsic`, which the layer solver runs once layer 4 is done. Each intrinsic
ability is one shared object per basic land type, so "which intrinsic abilities does this
land have" is a question of identity.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from manastack.rules.abilities import Ability, ActivatedAbility, Cost, FixedMana

if TYPE_CHECKING:
    from manastack.rules.layers import Chars

# 305.6: each basic land type and the mana symbol of its intrinsic ability, in the order
# the rule lists them.
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}
BASIC_LAND_TYPES = frozenset(BASIC_LAND_MANA)
# 205.3i: the land types.
LAND_TYPES = frozenset({"Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine",
                        "Mountain", "Plains", "Planet", "Power-Plant", "Sphere", "Swamp",
                        "Tower", "Town", "Urza's"})

INTRINSIC_MANA: dict[str, ActivatedAbility] = {
    land_type: ActivatedAbility(f"{{T}}: Add {{{symbol}}}.", Cost(tap=True),
                                mana=FixedMana(((symbol,),)))
    for land_type, symbol in BASIC_LAND_MANA.items()}
_INTRINSIC_IDS = frozenset(id(a) for a in INTRINSIC_MANA.values())
# The basic land type of each intrinsic ability (last known information keeps them by it).
INTRINSIC_TYPE = {id(a): t for t, a in INTRINSIC_MANA.items()}


def is_intrinsic(ability: Ability) -> bool:
    """Whether `ability` is the intrinsic mana ability of a basic land type (305.6)."""
    return id(ability) in _INTRINSIC_IDS


def intrinsic_abilities(types: Iterable[str], subtypes: Iterable[str]
                        ) -> tuple[ActivatedAbility, ...]:
    """305.6: the intrinsic mana abilities an object with these types has (none unless it
    is a land)."""
    if "Land" not in set(types):
        return ()
    present = set(subtypes)
    return tuple(a for t, a in INTRINSIC_MANA.items() if t in present)


def derive_intrinsic(c: Chars) -> None:
    """305.6, 305.7: after layer 4, the land has the intrinsic mana ability of each basic
    land type it has now, and none of a type it lost (they come first, in 305.6's order)."""
    wanted = intrinsic_abilities(c.types, c.subtypes)
    current = [a for a in c.abilities if id(a) in _INTRINSIC_IDS]
    if len(current) == len(wanted) and all(a is b for a, b in zip(current, wanted, strict=True)):
        return
    c.abilities = [*wanted, *(a for a in c.abilities if id(a) not in _INTRINSIC_IDS)]


def set_land_types(c: Chars, land_types: Iterable[str]) -> None:
    """305.7: an effect setting a land's subtype to basic land types: the land loses its old
    land types and every ability its rules text generated (layer 4 runs before abilities are
    granted, so these are all it has); its intrinsic abilities follow its new types
    (`derive_intrinsic`). Card types and supertypes stay."""
    c.subtypes = {t for t in c.subtypes if t not in LAND_TYPES} | set(land_types)
    c.abilities = []
    c.keywords = set()


def add_land_types(c: Chars, land_types: Iterable[str]) -> None:
    """305.7: a land gaining land types keeps its own types and rules text."""
    c.subtypes.update(land_types)
