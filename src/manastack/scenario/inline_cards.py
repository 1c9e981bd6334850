"""A scenario's hypothetical cards (`cards:`), compiled from their Oracle text like any
card of the database (docs/scenarios.md)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from manastack.cards.database import CARD_TYPES, CardData, default_database, name_key
from manastack.cards.inline import card_data, define_card
from manastack.errors import ScenarioError, UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.mana import ManaCost
from manastack.scenario.values import Path_, _At, _list, _mapping, _str, _where

INLINE_CARD_KEYS = ("name", "mana_cost", "type_line", "text", "power", "toughness", "loyalty")

InlineCards = Iterable[CardDef | Mapping[str, Any]]


class _TextProblem(_At):
    """An inline card whose Oracle text doesn't compile; `clause` is the first clause
    that doesn't (as the compiler names it: its name as ``~``, no reminder text)."""

    def __init__(self, path: Path_, message: str, data: CardData, clause: str | None) -> None:
        super().__init__(path, message)
        self.data = data
        self.clause = clause


def _card_defs(cards: InlineCards) -> tuple[CardDef, ...]:
    """Card definitions as given, and mappings compiled (`inline_cards`), in order."""
    items = list(cards)
    compiled = iter(inline_cards([c for c in items if not isinstance(c, CardDef)]))
    return tuple(c if isinstance(c, CardDef) else next(compiled) for c in items)


def inline_cards(specs: Sequence[Mapping[str, Any]]) -> tuple[CardDef, ...]:
    """Hypothetical cards from mappings as in a scenario file's `cards:` list (name,
    mana_cost, type_line, text, power, toughness, loyalty), each compiled from its Oracle
    text. ScenarioError names the entry, and the clause for text that doesn't compile."""
    try:
        return _read_inline_cards(list(specs), ("cards",))
    except _At as exc:
        raise ScenarioError(f"{_where(exc.path)}: {exc.message}") from None


def _read_inline_cards(value: object, path: Path_) -> tuple[CardDef, ...]:
    out: list[CardDef] = []
    seen: set[str] = set()
    for k, item in enumerate(_list(value, path)):
        out.append(_read_inline_card(item, (*path, k), seen))
    return tuple(out)


def _read_inline_card(item: object, sub: Path_, seen: set[str]) -> CardDef:
    """One entry of `cards:`; `seen` holds the names of the entries before it."""
    spec = _mapping(item, sub, INLINE_CARD_KEYS)
    for key in ("name", "type_line"):
        if key not in spec:
            raise _At(sub, f"missing key {key!r}")
    name = " ".join(_str(spec["name"], (*sub, "name")).split())
    if not name:
        raise _At((*sub, "name"), "a card's name can't be empty")
    if name_key(name) in seen:
        raise _At((*sub, "name"), f"two cards are named {name!r}")
    seen.add(name_key(name))
    if default_database().find(name) is not None:
        raise _At((*sub, "name"), f"{name!r} is the name of a card in the card database; "
                  "give the hypothetical card a name of its own")
    mana_cost = _str(spec.get("mana_cost", ""), (*sub, "mana_cost")).strip()
    try:
        ManaCost.parse(mana_cost)
    except ValueError as exc:
        raise _At((*sub, "mana_cost"), f"{exc} (write a cost as symbols: \"{{1}}{{G}}\")"
                  ) from None
    type_line = " ".join(_str(spec["type_line"], (*sub, "type_line")).split())
    text = _str(spec.get("text", ""), (*sub, "text")).strip()
    stats = {key: _stat(spec.get(key), (*sub, key)) for key in ("power", "toughness", "loyalty")}
    data = card_data(name, mana_cost, type_line, text, **stats)
    unknown = [t for t in data.types if t not in CARD_TYPES]
    if unknown or not data.types:
        what = f"{unknown[0]!r} is not a card type" if unknown else "there is no card type"
        raise _At((*sub, "type_line"), f"{what} in {type_line!r} (300.1: the card types are "
                  + ", ".join(sorted(t.lower() for t in CARD_TYPES)) + ")")
    if "Creature" in data.types and (stats["power"] is None or stats["toughness"] is None):
        raise _At(sub, "a creature card needs its power and toughness (208.1)")
    if (stats["power"] is None) != (stats["toughness"] is None):
        raise _At(sub, "give both power and toughness, or neither")
    if "Planeswalker" in data.types and stats["loyalty"] is None:
        raise _At(sub, "a planeswalker card needs its loyalty (209.1)")
    try:
        return define_card(data)
    except UnsupportedCardError as exc:
        raise _text_problem(sub, data, str(exc)) from None


def _stat(value: object, path: Path_) -> str | None:
    """A printed power, toughness or loyalty: a number (or text such as "*")."""
    if value is None:
        return None
    if isinstance(value, int) and not isinstance(value, bool):
        return str(value)
    return _str(value, path).strip()


def _text_problem(path: Path_, data: CardData, message: str) -> _TextProblem:
    """The compiler's UnsupportedCardError for the inline card at `path`, located at its
    text's first clause that doesn't compile (or at the card, for a problem that isn't a
    clause's)."""
    from manastack.cards.oracle.lexer import clean_text, units
    detail = message.split(" is not implemented yet: ", 1)[-1]
    failing = [u for u in units(clean_text(data)) if f"{u!r}: " in detail]
    if not failing:
        return _TextProblem(path, f"{data.name!r} does not compile: {detail}", data, None)
    shown = f"clause {detail}" if detail.startswith(repr(failing[0])) else detail
    return _TextProblem((*path, "text"), f"{data.name!r} does not compile: {shown}", data,
                        failing[0])
