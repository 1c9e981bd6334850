"""Embalm (702.128) and eternalize (702.129): activated abilities that function while the card
is in a graveyard (113.6). "Embalm [cost]" means "[Cost], Exile this card from your graveyard:
Create a token that's a copy of this card, except it's white, it has no mana cost, and it's a
Zombie in addition to its other types. Activate only as a sorcery." (702.128a); eternalize
the same, except the token is black and 4/4 (702.129a).

"This card" is the card exiled to pay the cost, as it last existed in the graveyard (608.2h,
602.2b). The token copies its copiable values (707.2), and the exceptions are part of the
token's copiable values (707.9b): its definition is the card's with them applied, named by a
key (`copy_key`) from which a saved game rebuilds it (`copy_from_key`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from manastack.rules.abilities import ActivatedAbility, CardDef, Cost
from manastack.rules.context import Ctx, Resolving
from manastack.rules.mana import ManaCost
from manastack.rules.serialize import card_key

# The keyword -> (its rule, the token's colors, its power and toughness or None to keep them).
EXCEPTIONS: dict[str, tuple[str, frozenset[str], tuple[int, int] | None]] = {
    "Embalm": ("702.128a", frozenset({"W"}), None),
    "Eternalize": ("702.129a", frozenset({"B"}), (4, 4)),
}
_KEY = "token: {keyword} copy of {card}"


def copy_key(keyword: str, card_key: str) -> str:
    """The key of the token `keyword` makes of the card registered as `card_key`."""
    return _KEY.format(keyword=keyword.lower(), card=card_key)


def copy_from_key(key: str, lookup: Callable[[str], CardDef]) -> CardDef | None:
    """The token a `copy_key` names, its card found by `lookup`; None for another key."""
    for keyword in EXCEPTIONS:
        prefix = copy_key(keyword, "")
        if key.startswith(prefix):
            return copy_except(keyword, lookup(key[len(prefix) :]), key[len(prefix) :])
    return None


def copy_except(keyword: str, card: CardDef, card_key: str) -> CardDef:
    """707.9b: the copiable values of `card` with the keyword's exceptions: its colors, no
    mana cost (so a mana value of 0, 202.3), Zombie besides its other subtypes (205.1b),
    and for eternalize 4/4."""
    _, colors, pt = EXCEPTIONS[keyword]
    power, toughness = pt if pt is not None else (card.power, card.toughness)
    return dataclasses.replace(
        card,
        colors=colors,
        mana_cost=ManaCost(()),
        subtypes=card.subtypes | {"Zombie"},
        power=power,
        toughness=toughness,
        token=True,
        extra={**card.extra, "key": copy_key(keyword, card_key)},
    )


def token_copy_ability(keyword: str, cost: ManaCost) -> ActivatedAbility:
    """702.128a / 702.129a: the activated ability of "Embalm [cost]" / "Eternalize [cost]"."""
    rule = EXCEPTIONS[keyword][0]

    def create_copy(ctx: Ctx, r: Resolving) -> None:
        exiled = ctx.state.last_known(r.source)
        if exiled is None:
            return
        token = copy_except(keyword, exiled.card, card_key(exiled.card))
        ctx.log(rule, f"a token copies {ctx.name(r.source)} ({keyword.lower()})")
        ctx.create_token(r.controller, token)

    return ActivatedAbility(
        f"{keyword} {cost}",
        Cost(mana=cost, exile_self=True),
        create_copy,
        sorcery_speed=True,
        zones=("graveyard",),
    )
