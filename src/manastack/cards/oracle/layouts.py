"""Card layouts beyond one face: double-faced cards (712: transform and modal), split
cards (709) and adventurer cards (715).

The card data holds a transform card under its full name ("Delver of Secrets // Insectile
Aberration") with its front face's characteristics, and its back face as an entry of its
own, under the back face's name. Both faces are compiled like any card; the card is
supported only if both are, and the back face's colors, which the data can't give (its
color indicator, 204), are proven from what it does give (colors.py) or the card is refused.

A split card's later halves are entries of their own only in imported data (`manastack
cards import`); the whole card is made from its compiled halves (`compile_split`). So is an
adventurer card's Adventure (`compile_adventure`, rules/adventure.py) and a modal
double-faced card's back face (`compile_modal_dfc`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable

from manastack.cards.database import CardData, CardDatabase
from manastack.cards.oracle.colors import colors_without_mana_cost
from manastack.errors import UnsupportedCardError
from manastack.rules.abilities import CardDef
from manastack.rules.mana import ManaCost
from manastack.rules.transform import BACK_FACE_SUFFIX, link_faces

__all__ = ["FACE_SEPARATOR", "compile_adventure", "compile_modal_dfc", "compile_split",
           "compile_transform", "front_of_back_face"]

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
    back_data = database.find(back_name)     # not `get`: see _other_part
    if back_data is None:
        raise UnsupportedCardError(
            f"{data.name} is not implemented yet: its back face {back_name!r} is not in the "
            "card data")
    faces, problems = _compile_parts(
        [(dataclasses.replace(data, name=front_name, layout="normal"), "its front face"),
         (dataclasses.replace(back_data, layout="back face"), "its back face")],
        compile_face, every_problem)
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


def _compile_parts(parts: list[tuple[CardData, str]], compile_face: CompileFace,
                   every_problem: bool) -> tuple[list[CardDef], list[str]]:
    """Each part of a card compiled, and the problems of those that don't compile, each
    after the part's label."""
    compiled: list[CardDef] = []
    problems: list[str] = []
    for part, label in parts:
        try:
            compiled.append(compile_face(part, every_problem))
        except UnsupportedCardError as exc:
            problems.append(f"{label}: {_reasons(exc)}")
    return compiled, problems


def _compile_two_parts(data: CardData, database: CardDatabase, compile_face: CompileFace,
                       every_problem: bool, labels: tuple[str, str]
                       ) -> tuple[CardDef, CardDef] | None:
    """The two parts of a card whose second part is an entry of its own in the data (of
    the card's layout), each compiled as a card; None when the data lacks the second part;
    UnsupportedCardError naming each part's problems (after `labels`)."""
    first_name, second_name = data.name.split(FACE_SEPARATOR, 1)
    second = _other_part(database, second_name, data.layout)
    if second is None:
        return None
    parts, problems = _compile_parts(
        [(dataclasses.replace(data, name=first_name, layout="normal"), labels[0]),
         (dataclasses.replace(second, layout="normal"), labels[1])], compile_face, every_problem)
    if problems:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: " + "; ".join(problems))
    return parts[0], parts[1]


def _other_part(database: CardDatabase, name: str, layout: str) -> CardData | None:
    """The entry of a card's later part (a split card's half, an Adventure): only one of
    that very name and layout (a tolerant lookup could find another card). `find`, not
    `get`: a missing part is the common case (the bundled data has none), and `get` would
    look for similar names among every card's to word its error."""
    found = database.find(name)
    return found if found is not None and found.name == name and found.layout == layout \
        else None


def _reasons(exc: UnsupportedCardError) -> str:
    text = str(exc)
    marker = "is not implemented yet: "
    return text.split(marker, 1)[1] if marker in text else text


# -- split cards (709) ----------------------------------------------------------------------
def compile_split(data: CardData, database: CardDatabase, compile_face: CompileFace,
                  every_problem: bool = True) -> CardDef | None:
    """709: the whole split card, its halves in `extra["halves"]`, each compiled as a card
    of its own (709.3: a half is cast on its own; 709.3b: on the stack only that half
    exists); UnsupportedCardError naming each half's problems; None when the data has only
    the first half (as the bundled data: the compiler refuses the card naming its layout)."""
    names = data.name.split(FACE_SEPARATOR)
    halves_data = [dataclasses.replace(data, name=names[0], layout="normal")]
    for name in names[1:]:
        half = _other_part(database, name, data.layout)
        if half is None:
            return None
        halves_data.append(dataclasses.replace(half, layout="normal"))
    halves, problems = _compile_parts([(h, f"its half {h.name!r}") for h in halves_data],
                                      compile_face, every_problem)
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


# -- adventurer cards (715) ----------------------------------------------------------------
def compile_adventure(data: CardData, database: CardDatabase, compile_face: CompileFace,
                      every_problem: bool = True) -> CardDef | None:
    """715: the card with its normal characteristics, its Adventure (715.2, an entry of its
    own in imported data) in `extra["adventure"]`; UnsupportedCardError naming each part's
    problems; None when the data has no Adventure (as the bundled data)."""
    card_name, adventure_name = data.name.split(FACE_SEPARATOR, 1)
    parts = _compile_two_parts(data, database, compile_face, every_problem,
                               (f"its card {card_name!r}", f"its Adventure {adventure_name!r}"))
    if parts is None:
        return None
    card, adventure = parts
    if not adventure.types <= {"Instant", "Sorcery"}:
        raise UnsupportedCardError(f"{data.name} is not implemented yet: its Adventure is not "
                                   "an instant or sorcery (715.2)")
    card.extra["key"] = data.name
    card.extra["adventure"] = adventure
    adventure.extra.update({"key": f"{data.name} (Adventure)", "adventurer": card, "whole": card})
    return card


# -- modal double-faced cards (712) --------------------------------------------------------
def compile_modal_dfc(data: CardData, database: CardDatabase, compile_face: CompileFace,
                      every_problem: bool = True) -> CardDef | None:
    """712: the front face's definition with its back face (an entry of its own in imported
    data) in `extra["modal_back"]`, either face cast or played (712.11b, 712.12; not a
    transforming card: rules/transform.py leaves it alone); UnsupportedCardError naming each
    face's problems; None when the data has no back face (as the bundled data)."""
    faces = _compile_two_parts(data, database, compile_face, every_problem,
                               ("its front face", "its back face"))
    if faces is None:
        return None
    front, back = faces
    front.extra.update({"key": data.name, "modal_back": back})
    back.extra.update({"key": f"{data.name}{BACK_FACE_SUFFIX}", "whole": front,
                       "modal_front": front})
    return front
