"""Card layouts beyond one face: nonmodal double-faced (transform) cards (712) and split
cards (709).

The card data holds a transform card under its full name ("Delver of Secrets // Insectile
Aberration") with its front face's characteristics, and its back face as an entry of its
own, under the back face's name. Both faces are compiled like any card; the card is
supported only if both are, and the back face's colors, which the data can't give (its
color indicator, 204), are proven from what it does give (colors.py) or the card is refused.

A split card's later halves are entries of their own only in imported data (`manastack
cards import`); the whole card is made from its compiled halves (`compile_split`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from manastack.cards.database import CardData, CardDatabase
from manastack.cards.oracle.colors import colors_without_mana_cost
from manastack.errors import UnknownCardError, UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.mana import ManaCost
from manastack.rules.transform import link_faces

__all__ = ["FACE_SEPARATOR", "compile_split", "compile_transform", "front_of_back_face"]

FACE_SEPARATOR = " // "

CompileFace = Callable[[CardData, bool], CardDef]


def compile_transform(data: CardData, database: CardDatabase, compile_face: CompileFace,
                      every_problem: bool = True) -> CardDef:
    """The front face's definition, its back face linked (712.1, rules/transform.py);
    UnsupportedCardError naming each face's problems."""
    if FACE_SEPARATOR not in data.name:
        card = front_of_back_face(database, data.name)
        where = f"; the card is {card!r}" if card else ""
        raise UnsupportedCardError(
            f"{data.name} is the back face of a double-faced card, not a card of its own "
            f"(712.8a: outside the battlefield and the stack a double-faced card has only its "
            f"front face's characteristics){where}")
    front_name, back_name = data.name.split(FACE_SEPARATOR, 1)
    try:
        back_data = database.get(back_name)
    except UnknownCardError:
        raise UnsupportedCardError(
            f"{data.name} is not implemented yet: its back face {back_name!r} is not in the "
            "card data") from None
    problems: list[str] = []
    faces: list[CardDef] = []
    for face, label in ((dataclasses.replace(data, name=front_name, layout="normal"), "front"),
                        (dataclasses.replace(back_data, layout="back face"), "back")):
        try:
            faces.append(compile_face(face, every_problem))
        except UnsupportedCardError as exc:
            problems.append(f"its {label} face: {_reasons(exc)}")
    back_colors, reason = colors_without_mana_cost(back_data, data)
    if back_colors is None:
        problems.append(f"its back face: {reason}")
    if problems:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    front, back = faces[0], dataclasses.replace(faces[1], colors=back_colors or frozenset())
    front.extra["key"] = data.name
    link_faces(front, back)
    return front


def front_of_back_face(database: CardDatabase, back_name: str) -> str | None:
    """The full name of the transform card whose back face is `back_name`, if any."""
    suffix = FACE_SEPARATOR + back_name
    for name in database.names():
        if name.endswith(suffix):
            return name
    return None


def _reasons(exc: UnsupportedCardError) -> str:
    text = str(exc)
    marker = "is not implemented yet: "
    return text.split(marker, 1)[1] if marker in text else text


# -- split cards (709) ----------------------------------------------------------------------
def compile_split(data: CardData, database: CardDatabase, compile_face: CompileFace,
                  every_problem: bool = True) -> CardDef:
    """709: the whole split card, its halves in `extra["halves"]`, each compiled as a card
    of its own (709.3: a half is cast on its own; 709.3b: on the stack only that half
    exists); UnsupportedCardError naming each half's problems, or the rule when the data
    has only the first half (as the bundled data)."""
    names = data.name.split(FACE_SEPARATOR)
    halves_data = [dataclasses.replace(data, name=names[0], layout="normal")]
    for name in names[1:]:
        try:
            half = database.get(name)
        except UnknownCardError:
            half = None
        if half is None or half.name != name or half.layout != data.layout:
            raise UnsupportedCardError(
                f"{data.name} is not implemented yet: layout 'split' (709: only one half of "
                "the card is in the data)")
        halves_data.append(dataclasses.replace(half, layout="normal"))
    problems: list[str] = []
    halves: list[CardDef] = []
    for half_data in halves_data:
        try:
            halves.append(compile_face(half_data, every_problem))
        except UnsupportedCardError as exc:
            problems.append(f"its half {half_data.name!r}: {_reasons(exc)}")
    if problems:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    return _whole_split_card(data.name, halves)


def _whole_split_card(name: str, halves: list[CardDef]) -> CardDef:
    """709.4: outside the stack a split card has the combined characteristics of its
    halves (709.4b: its mana cost is the halves' together, 709.4d: both halves' types and
    colors); each half names its whole card (709.3b, 400.7: what moves is the card)."""
    cost = ManaCost.parse("".join(str(h.mana_cost) for h in halves))
    whole = CardDef(name=name, mana_cost=cost,
                    types=frozenset().union(*(h.types for h in halves)),
                    subtypes=frozenset().union(*(h.subtypes for h in halves)),
                    colors=frozenset().union(*(h.colors for h in halves)),
                    text="\n//\n".join(f"{h.name}\n{h.text}" for h in halves),
                    extra={"key": name})
    parts = tuple(dataclasses.replace(h, token=True, extra={
        **h.extra, "key": f"{name} ({h.name} half)", "whole": whole}) for h in halves)
    whole.extra["halves"] = parts
    whole.extra["compiled"] = True
    return whole
