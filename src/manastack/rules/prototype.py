"""Prototype cards (718, 702.160).

A prototype card's definition has its normal characteristics; `extra["prototype"]` is the
definition of the card cast prototyped: the alternative mana cost, power and toughness of
its inset frame, and the colors of that mana cost if it has colored symbols (718.3b), every
other characteristic the same (718.5). Casting prototyped is choosing that definition as the
card moves to the stack, as for a split card's half (`casting.cast_face` with `PROTOTYPE`):
only its characteristics are evaluated to see whether it can be cast (718.3a). The spell
keeps that definition as it resolves and the permanent it becomes has it (718.3b), so a copy
of either is prototyped too (718.3c, 718.3d: copiable values, 707.2). In every other zone the
card has its normal characteristics (718.4): the prototyped definition's `extra["whole"]` is
the card, which a zone change other than resolving onto the battlefield takes.
"""

from __future__ import annotations

import dataclasses

from manastack.rules.abilities import Ability, CardDef
from manastack.rules.mana import ManaCost

__all__ = ["PROTOTYPE", "PROTOTYPED_SUFFIX", "Prototype", "is_prototyped", "prototype_of",
           "with_prototype"]

PROTOTYPE = 2     # the `half` a card is cast with to be cast prototyped (casting.cast_face)
PROTOTYPED_SUFFIX = " (prototyped)"    # the key a prototyped definition is saved under


@dataclasses.dataclass(frozen=True, slots=True)
class Prototype(Ability):
    """702.160a: "Prototype [mana cost] — [power]/[toughness]", the static ability that lets
    the card be cast prototyped (its text the printed line)."""


def prototype_of(card: CardDef) -> CardDef | None:
    """The card's definition cast prototyped, if it is a prototype card."""
    found = card.extra.get("prototype")
    return found if isinstance(found, CardDef) else None


def is_prototyped(card: CardDef) -> bool:
    """Whether `card` is the prototyped definition of a prototype card (718.3b)."""
    return isinstance(card.extra.get("prototyped"), CardDef)


def with_prototype(card: CardDef, mana_cost: ManaCost, power: int, toughness: int) -> CardDef:
    """Link `card` (which has the `Prototype` ability) with its prototyped definition."""
    colors = frozenset(s for s in "WUBRG" if any(s in symbol for symbol in mana_cost.symbols))
    prototyped = dataclasses.replace(
        card, mana_cost=mana_cost, power=power, toughness=toughness,
        colors=colors or card.colors,
        extra={**card.extra, "key": f"{card.extra.get('key', card.name)}{PROTOTYPED_SUFFIX}",
               "whole": card, "prototyped": card})
    card.extra["prototype"] = prototyped
    return card
