"""The cards the engine implements, by name.

Definitions live in `manastack.cards.defs`; importing that package registers them.
"""

from __future__ import annotations

from manastack.cards.database import default_database, name_key
from manastack.errors import UnknownCardError, UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.copies import copied_from
from manastack.rules.prototype import PROTOTYPED_SUFFIX, prototype_of
from manastack.rules.serialize import card_key
from manastack.rules.transform import BACK_FACE_SUFFIX, back_face

_CARDS: dict[str, CardDef] = {}
_BY_KEY: dict[str, CardDef] = {}
_loaded = False


def register(*cards: CardDef) -> None:
    for c in cards:
        key = card_key(c)
        if key in _CARDS:
            raise ValueError(f"card {key!r} is defined twice")
        _CARDS[key] = c
        _BY_KEY[name_key(key)] = c


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        import manastack.cards.defs  # noqa: F401  (registers every definition)


def get_card(name: str) -> CardDef:
    """The definition of `name`; UnknownCardError for no such card (with suggestions),
    UnsupportedCardError for a real card the engine doesn't implement yet."""
    _load()
    found = _CARDS.get(name) or _BY_KEY.get(name_key(name))
    if found is not None:
        return found
    from manastack.cards import oracle  # the fallback: compiled from Oracle text
    if name.endswith(BACK_FACE_SUFFIX):
        # 712.8e: a transformed permanent's back face, saved under its card's key.
        back = back_face(get_card(name[: -len(BACK_FACE_SUFFIX)]))
        if back is not None:
            return back
    if name.endswith(PROTOTYPED_SUFFIX):
        # 718.3b: a prototyped spell or permanent, saved under its card's key.
        prototyped = prototype_of(get_card(name[: -len(PROTOTYPED_SUFFIX)]))
        if prototyped is not None:
            return prototyped
    copy = copied_from(name, get_card)         # 707.9: a permanent that entered as a copy
    if copy is not None:
        return copy
    if name.startswith(oracle.TOKEN_PREFIX):
        return oracle.token_from_key(name)
    if name.startswith(oracle.EMBLEM_PREFIX):
        return oracle.emblem_from_key(name)
    data = default_database().get(name)     # raises UnknownCardError with suggestions
    found = _CARDS.get(data.name)
    if found is not None:
        return found
    return oracle.compiled(data.name)       # UnsupportedCardError names the clauses


def hand_written(name: str) -> CardDef | None:
    """The hand-written definition of the database card `name` (which takes precedence
    over the compiled one), if there is one."""
    _load()
    return _CARDS.get(name)


def is_supported(name: str) -> bool:
    try:
        get_card(name)
    except (UnknownCardError, UnsupportedCardError):
        return False
    return True


def all_cards() -> list[CardDef]:
    _load()
    return [c for c in _CARDS.values() if not c.token]
