"""A permanent entering as a copy of another (707.2, 707.9, 614.1c): "You may have this
creature enter as a copy of any creature on the battlefield." (Clone).

The engine has no other copy effects, so an object's copiable values are its definition
(707.2: the characteristics printed on it, those a face-down, prototyped or transformed
permanent shows, and the "except" parts of a copy effect it enters with, 707.9b). A
permanent that enters as a copy holds a definition made from the copied object's: the
copied characteristics and abilities, not double-faced, not a token (111.1: the object's
kind says that), its `extra["whole"]` the entering card's own definition, so that it is
that card again as it leaves the battlefield (400.7), and saved under a key naming both.
The `ZoneMove` event carries the copied object's id (`copy_of`) from the replacement
effect that chose it to the zone change.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from manastack.rules.abilities import CardDef, ReplacementAbility

__all__ = ["COPY_PREFIX", "COPY_SEPARATOR", "EntersAsCopy", "as_copy", "copied_from"]

COPY_PREFIX = "copy: "        # the key of a definition made by a copy effect
COPY_SEPARATOR = " | "        # between the entering card's key and the copied one's

# The parts of a definition that belong to the card, not to its copiable values (707.2,
# 707.8: a copy of a double-faced permanent is not double-faced; its own card is `whole`).
_NOT_COPIED = ("back", "front", "modal_back", "modal_front", "adventure", "adventurer",
               "halves", "prototype", "copying")


@dataclasses.dataclass(frozen=True, slots=True)
class EntersAsCopy(ReplacementAbility):
    """614.1c, 707.9: "You may have this [permanent] enter as a copy of [an object]", with
    the "except" of the copy effect (707.9b) as a change of the copied definition."""

    exception: Callable[[CardDef], CardDef] | None = None


def _key(card: CardDef) -> str:
    key = card.extra.get("key", card.name)
    assert isinstance(key, str)
    return key


def as_copy(own: CardDef, copied: CardDef) -> CardDef:
    """The definition a permanent whose card is `own` has as a copy of an object whose
    copiable values are `copied` (707.2), changed by the "except" of `own`'s copy effect
    (707.9b)."""
    extra = {k: v for k, v in copied.extra.items() if k not in _NOT_COPIED}
    extra.update({"key": f"{COPY_PREFIX}{_key(own)}{COPY_SEPARATOR}{_key(copied)}",
                  "whole": own, "copying": copied})
    made = dataclasses.replace(copied, token=False, extra=extra)
    exception = next((a.exception for a in own.abilities if isinstance(a, EntersAsCopy)
                      and a.exception is not None), None)
    return exception(made) if exception is not None else made


def copied_from(key: str, card_by_key: Callable[[str], CardDef]) -> CardDef | None:
    """The definition saved under a copy's `key`, rebuilt from the two cards it names, or
    None if `key` isn't a copy's."""
    if not key.startswith(COPY_PREFIX) or COPY_SEPARATOR not in key:
        return None
    own_key, copied_key = key[len(COPY_PREFIX):].split(COPY_SEPARATOR, 1)
    return as_copy(card_by_key(own_key), card_by_key(copied_key))
